import { parseApiDate, toApiDate, weekOf } from 'shared-kit';
import { listParam, type ListParam } from 'shared-kit/list';
import { BOARD_STATES } from './board-model';

/** The Monday of the week a yyyy-MM-dd date falls in; undefined for a value that is not a date. */
export const mondayOf = (raw: string): string | undefined => {
  const date = parseApiDate(raw);
  return date ? weekOf(date).startOfWeek : undefined;
};

/**
 * The Monday of a date typed into the Week field, once the typing is done. Chrome's date field reports every digit of
 * a typed year as a date (2026 arrives as 0002, 0020, 0202, then 2026): the board moved to each of those weeks, asked
 * for their timesheets and left them in the history. No year before 1900 is a payroll week.
 */
export const mondayOfTyped = (raw: string): string | undefined => {
  const monday = mondayOf(raw);
  return monday && monday >= '1900-01-01' ? monday : undefined;
};

/**
 * The week: its Monday in the URL (`week=2026-11-23`), always written so a shared link keeps showing that week. The
 * default is this week at the moment it is read (U-54, the browser's local week): a board left open over Sunday
 * night clears to the new week, not the one of the day its code was loaded.
 */
const weekParam = (): ListParam<string> => ({
  parse: mondayOf,
  serialize: (value) => value,
  get default() {
    return weekOf(new Date()).startOfWeek;
  },
  clearOnDefault: false,
});

/** Several project ids (`projects=12,40`); none means every project. */
const idsParam = (): ListParam<number[]> => ({
  parse: (raw) => {
    const ids = raw
      .split(',')
      .map((part) => Number(part))
      .filter((id) => Number.isSafeInteger(id) && id > 0);
    return ids.length > 0 ? [...new Set(ids)].sort((left, right) => left - right) : undefined;
  },
  serialize: (value) =>
    value.length === 0 ? null : [...value].sort((left, right) => left - right).join(','),
  default: [],
});

/** Every filter of the board (APPROVER-01…07), held in the URL so a link or Back restores the board. */
export const BOARD_PARAMS = {
  week: weekParam(),
  projects: idsParam(),
  state: listParam.oneOf(BOARD_STATES),
  prevailing: listParam.oneOf(['true', 'false'] as const),
  foreman: listParam.id(),
  pm: listParam.id(),
};

/** The next or previous week's Monday. */
export const shiftWeek = (monday: string, weeks: number): string => {
  const date = parseApiDate(monday) ?? new Date();
  date.setDate(date.getDate() + weeks * 7);
  return toApiDate(date);
};
