import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, timesheetSummaryListSchema } from 'shared-kit';
import type { TimesheetSummary } from 'shared-kit';

/** Which timesheets the dashboard shows (U-27): the signed-in user's own, for one Monday–Sunday week. */
export interface OwnWeekQuery {
  creatorEmployeeId: number;
  startDate: string;
  endDate: string;
}

const compareText = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);

/** FOREMAN-DASH-02: by project number, then by date (yyyy-MM-dd sorts as text). */
export const byProjectNumberThenDate = (left: TimesheetSummary, right: TimesheetSummary): number =>
  compareText(left.projectNumber, right.projectNumber) || compareText(left.date, right.date);

export async function getOwnWeekTimesheets(
  query: OwnWeekQuery,
  signal?: AbortSignal,
): Promise<TimesheetSummary[]> {
  const body = await api.get<unknown>('/timesheets', { query: { ...query, calcTotalHours: true }, signal });
  // The api sorts too; sorting here keeps the rule in one visible, tested place for this screen.
  return timesheetSummaryListSchema.parse(body).toSorted(byProjectNumberThenDate);
}

export const ownWeekTimesheetsQueryOptions = (query: OwnWeekQuery) =>
  queryOptions({
    queryKey: ['timesheets', 'own-week', query],
    queryFn: ({ signal }) => getOwnWeekTimesheets(query, signal),
  });

/** The dashboard's rows; waits while the signed-in user is not known yet. */
export const useOwnWeekTimesheets = (
  creatorEmployeeId: number | null,
  week: { startDate: string; endDate: string },
) =>
  useQuery({
    ...ownWeekTimesheetsQueryOptions({ creatorEmployeeId: creatorEmployeeId ?? 0, ...week }),
    enabled: creatorEmployeeId !== null,
  });
