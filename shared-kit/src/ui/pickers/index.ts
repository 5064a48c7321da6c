// 'shared-kit/pickers': calendar pickers on react-day-picker, loaded only with the screens that show one.
export { DatePicker, parseTypedDate, type MarkedDays } from './date-picker.tsx';
// The MonthPicker shows no day grid and lives in 'shared-kit/ui'; still exported here for screens that import it from here.
export { MonthPicker, monthRange } from 'shared-kit/ui';
