// lightFormat: every pattern of the seeds is numeric, so the locale-aware format (and its en-US locale) is not needed.
import { addDays, endOfWeek, isValid, lightFormat, startOfWeek, subWeeks } from 'date-fns';

/** Date formats of the seeds (CONST-14). */
export const DATE_UI = 'MM-dd-yyyy';
export const DATE_DEFAULT = 'MM/dd/yyyy';
export const DATE_API = 'yyyy-MM-dd';
export const DATE_SHORT = 'MM-dd';
export const TIME_UI = 'hh:mm a';

/** A typed date that is no calendar date (CONST-23): every date field says so. */
export const DATE_INPUT_INVALID = 'Date input not valid.';

const WEEK_OPTIONS = { weekStartsOn: 1 } as const;

export interface Week {
  startOfWeek: string;
  endOfWeek: string;
}

/** Parses a yyyy-MM-dd string as a local calendar date; null when it is not one. */
export const parseApiDate = (value: string): Date | null => {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return null;
  // The three numbers the pattern holds, as a local midnight: date-fns' parsers (parseISO 1.1 KiB gzip, parse more)
  // read every ISO form and would be on every page for this one. setFullYear keeps years 0–99 as written; a day the
  // month lacks (02-30) rolls over, and the round trip below refuses it.
  const date = new Date(0);
  date.setFullYear(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  date.setHours(0, 0, 0, 0);
  return isValid(date) && lightFormat(date, DATE_API) === value ? date : null;
};

export const toApiDate = (date: Date): string => lightFormat(date, DATE_API);

/** Formats a date with one of the numeric patterns above (MM-dd-yyyy, MM/dd/yyyy, hh:mm a…). */
export const formatDate = (date: Date, pattern: string = DATE_DEFAULT): string => lightFormat(date, pattern);

/** A moment (a Date or an ISO timestamp) as the screens show it: '11/24/2026 02:05 PM', in the browser's time zone. */
export const formatDateTime = (moment: Date | string): string =>
  lightFormat(typeof moment === 'string' ? new Date(moment) : moment, `${DATE_DEFAULT} ${TIME_UI}`);

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
  return date ? lightFormat(date, pattern) : value;
};

/**
 * en-US weekday names by `Date#getDay` (Sunday first). The portal speaks en-US only, and an `Intl.DateTimeFormat` built
 * when this module loads cost every page about 50 ms of its first render on a 4× slowed CPU (the locale data loads).
 */
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekday of a date, as 'Monday'. */
export const weekdayName = (date: Date): string => WEEKDAY_NAMES[date.getDay()] ?? '';

export const dayOfWeekName = (value: string): string => {
  const date = parseApiDate(value);
  return date ? weekdayName(date) : '';
};
