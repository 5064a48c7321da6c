import { useState } from 'react';
import {
  Link,
  ColumnsTable,
  DATE_DEFAULT,
  EmptyState,
  Loading,
  PageHeading,
  RetryCallout,
  Row,
  Stack,
  formatApiDate,
  useCurrentUser,
  weekOf,
} from 'shared-kit';
import { routeTitle } from '../common/route-title';
import { useOwnWeekTimesheets } from './api.ts';
import { TIMESHEETS_PATH, previousWeekPath } from '../common/paths';
import { OWN_TIMESHEET_COLUMNS, useTimesheetRowLinks } from '../common/timesheet-columns';

/** Foreman Dashboard (FOREMAN-DASH-01…07): the signed-in user's own timesheets of the current week (U-27). */
export default function ForemanDashboard() {
  const user = useCurrentUser();
  // The week is fixed when the page opens, so a page left open past midnight on Sunday keeps its rows.
  const [today] = useState(() => new Date());
  const week = weekOf(today);
  const weekRange = `${formatApiDate(week.startOfWeek, DATE_DEFAULT)} – ${formatApiDate(week.endOfWeek, DATE_DEFAULT)}`;
  const rowLinks = useTimesheetRowLinks();
  const timesheets = useOwnWeekTimesheets(user?.employeeId ?? null, {
    startDate: week.startOfWeek,
    endDate: week.endOfWeek,
  });

  let content;
  if (timesheets.isError) {
    content = (
      <RetryCallout onRetry={() => void timesheets.refetch()}>
        Your timesheets for this week could not be loaded: {timesheets.error.message}
      </RetryCallout>
    );
  } else if (timesheets.isPending) {
    content = <Loading label="Loading your timesheets" />;
  } else if (timesheets.data.length === 0) {
    content = <EmptyState>No timesheets for this week</EmptyState>;
  } else {
    content = (
      // The week is shown above; the caption names the table for screen readers.
      <ColumnsTable
        caption={`Your timesheets, week of ${weekRange}`}
        columns={OWN_TIMESHEET_COLUMNS}
        rows={timesheets.data}
        rowKey={(timesheet) => timesheet.timesheetId}
        dressing={rowLinks}
      />
    );
  }

  return (
    <Stack>
      <PageHeading>{routeTitle('/foreman')}</PageHeading>
      <p>Week: {weekRange}</p>
      <Row>
        <Link to={TIMESHEETS_PATH}>Timesheets</Link>
        <Link to={previousWeekPath(today)}>Review Previous Week</Link>
      </Row>
      {content}
    </Stack>
  );
}
