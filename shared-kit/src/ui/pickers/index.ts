// 'shared-kit/pickers': calendar pickers on react-day-picker, loaded only with the screens that show one.
export { DatePicker, parseTypedDate } from './date-picker.tsx';
export { MonthPicker, monthRange } from './month-picker.tsx';
