import { queryOptions, useQuery } from '@tanstack/react-query';
import { weekOf, type Page, type ScreenPrefetch, type TimesheetSummary } from 'shared-kit';
import { timesheetPageQueryOptions } from 'shared-kit/resources/timesheets';

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

// The api sorts too; sorting here keeps the rule in one visible, tested place for this screen.
const sortedRows = (page: Page<TimesheetSummary>) => page.items.toSorted(byProjectNumberThenDate);

/** GET /timesheets of the week with total hours, as rows sorted for the dashboard. */
export const ownWeekTimesheetsQueryOptions = (query: OwnWeekQuery) =>
  queryOptions({ ...timesheetPageQueryOptions({ ...query, calcTotalHours: true }), select: sortedRows });

/** The dashboard's rows; waits while the signed-in user is not known yet. */
export const useOwnWeekTimesheets = (
  creatorEmployeeId: number | null,
  week: { startDate: string; endDate: string },
) =>
  useQuery({
    ...ownWeekTimesheetsQueryOptions({ creatorEmployeeId: creatorEmployeeId ?? 0, ...week }),
    enabled: creatorEmployeeId !== null,
  });

/** The dashboard's rows requested while its code still downloads (lazyScreen): the week of today, as the page shows. */
export const prefetchOwnWeek: ScreenPrefetch = ({ queryClient, user }) => {
  if (!user?.employeeId) return;
  const week = weekOf(new Date());
  void queryClient.prefetchQuery(
    ownWeekTimesheetsQueryOptions({
      creatorEmployeeId: user.employeeId,
      startDate: week.startOfWeek,
      endDate: week.endOfWeek,
    }),
  );
};
