import { addDays, endOfWeek, format, isValid, parse, startOfWeek, subWeeks } from 'date-fns';

/** Date formats of the seeds (CONST-14). */
export const DATE_UI = 'MM-dd-yyyy';
export const DATE_DEFAULT = 'MM/dd/yyyy';
export const DATE_API = 'yyyy-MM-dd';
export const DATE_SHORT = 'MM-dd';
export const TIME_UI = 'hh:mm a';

const WEEK_OPTIONS = { weekStartsOn: 1 } as const;

export interface Week {
  startOfWeek: string;
  endOfWeek: string;
}

/** Parses a yyyy-MM-dd string as a local calendar date; null when it is not one. */
export const parseApiDate = (value: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, DATE_API, new Date(0));
  return isValid(date) ? date : null;
};

export const toApiDate = (date: Date): string => format(date, DATE_API);

/** Weeks run Monday to Sunday (CONST-15); dates as yyyy-MM-dd. */
export const weekOf = (date: Date): Week => ({
  startOfWeek: toApiDate(startOfWeek(date, WEEK_OPTIONS)),
  endOfWeek: toApiDate(endOfWeek(date, WEEK_OPTIONS)),
});

export const previousWeekStart = (today: Date): string =>
  toApiDate(startOfWeek(subWeeks(today, 1), WEEK_OPTIONS));

export const weekDays = (startOfWeekDate: string): string[] => {
  const start = parseApiDate(startOfWeekDate);
  if (!start) return [];
  return Array.from({ length: 7 }, (_, index) => toApiDate(addDays(start, index)));
};

/** Re-formats a yyyy-MM-dd date for display; returns the input when it is not a date. */
export const formatApiDate = (value: string, pattern: string = DATE_UI): string => {
  const date = parseApiDate(value);
  return date ? format(date, pattern) : value;
};

export const dayOfWeekName = (value: string): string => {
  const date = parseApiDate(value);
  return date ? format(date, 'EEEE') : '';
};
