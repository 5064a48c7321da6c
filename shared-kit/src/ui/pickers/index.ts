// 'shared-kit/pickers': calendar pickers on react-day-picker, loaded only with the screens that show one.
export { DatePicker, parseTypedDate, type MarkedDays } from './date-picker.tsx';
