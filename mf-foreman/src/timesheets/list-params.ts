import { addWeeks, subWeeks } from 'date-fns';
import { DATE_DEFAULT, TIMESHEET_LIST_FILTER_STATES, formatApiDate, parseApiDate, weekOf } from 'shared-kit';
import type { TimesheetState, Week } from 'shared-kit';

/** What the list shows, as its URL query holds it (TS-LIST-01/02): Back and shared links keep the view. */
export interface ListParams {
  week: Week;
  projectId: number | null;
  state: TimesheetState | null;
  page: number;
}

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && Number.isSafeInteger(number) ? number : null;
};

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

export const readListParams = (query: URLSearchParams, today: Date): ListParams => {
  const state = query.get('state');
  return {
    week: selectedWeek(query.get('startOfWeek'), today),
    projectId: positiveInt(query.get('projectId')),
    state: TIMESHEET_LIST_FILTER_STATES.find((filterState) => filterState === state) ?? null,
    page: positiveInt(query.get('page')) ?? 1,
  };
};

/** The URL query of a view; page 1 and an empty filter are left out. */
export const writeListParams = (params: ListParams): URLSearchParams => {
  const query = new URLSearchParams({ startOfWeek: params.week.startOfWeek });
  if (params.projectId !== null) query.set('projectId', String(params.projectId));
  if (params.state !== null) query.set('state', params.state);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
};

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
