import { addWeeks, subWeeks } from 'date-fns';
import { DATE_DEFAULT, TIMESHEET_LIST_FILTER_STATES, formatApiDate, parseApiDate, weekOf } from 'shared-kit';
import type { Week } from 'shared-kit';
import { listParam } from 'shared-kit/list';
import type { ListParam } from 'shared-kit/list';

/**
 * The selected week: the week of `startOfWeek` (any day of it; Monday start, CONST-15); the current week when the
 * parameter is missing, not a yyyy-MM-dd date, or in the future (TS-LIST-05: no future weeks).
 */
export const selectedWeek = (startOfWeek: string | null, today: Date): Week => {
  const current = weekOf(today);
  const date = startOfWeek === null ? null : parseApiDate(startOfWeek);
  if (!date) return current;
  const week = weekOf(date);
  return week.startOfWeek > current.startOfWeek ? current : week;
};

/**
 * The week as `startOfWeek` in the URL (TS-LIST-01). Written even when it is the current week, so a shared link keeps
 * showing the week it was copied on.
 */
const weekParam = (today: Date): ListParam<Week> => ({
  key: 'startOfWeek',
  parse: (raw) => selectedWeek(raw, today),
  serialize: (week) => week.startOfWeek,
  default: weekOf(today),
  clearOnDefault: false,
});

/** What the list shows, as its URL query holds it (TS-LIST-01/02): Back and shared links keep the view. */
export const timesheetListParams = (today: Date) => ({
  week: weekParam(today),
  projectId: listParam.id(),
  state: listParam.oneOf(TIMESHEET_LIST_FILTER_STATES),
});

/** The week `weeks` weeks after (or before, when negative) the one starting `startOfWeek`. */
export const shiftWeek = (week: Week, weeks: number): Week => {
  const start = parseApiDate(week.startOfWeek) ?? new Date();
  return weekOf(weeks >= 0 ? addWeeks(start, weeks) : subWeeks(start, -weeks));
};

/** TS-LIST-04: 'MM/dd/yyyy - MM/dd/yyyy'. */
export const weekRangeLabel = (week: Week): string =>
  `${formatApiDate(week.startOfWeek, DATE_DEFAULT)} - ${formatApiDate(week.endOfWeek, DATE_DEFAULT)}`;

export const isCurrentWeekOrLater = (week: Week, today: Date): boolean =>
  week.startOfWeek >= weekOf(today).startOfWeek;
