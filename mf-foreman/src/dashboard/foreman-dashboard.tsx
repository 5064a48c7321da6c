import { useState } from 'react';
import {
  Link,
  Button,
  Callout,
  DATE_DEFAULT,
  EmptyState,
  Loading,
  PageHeading,
  Row,
  Stack,
  Table,
  Th,
  Tr,
  VisuallyHidden,
  formatApiDate,
  useCurrentUser,
  weekOf,
} from 'shared-kit';
import { routeTitle } from '../common/route-title';
import { useOwnWeekTimesheets } from './api.ts';
import { TIMESHEETS_PATH, previousWeekPath } from '../common/paths';
import { TableScroll } from 'shared-kit';
import { TimesheetRow } from '../common/timesheet-row';

/** Foreman Dashboard (FOREMAN-DASH-01…07): the signed-in user's own timesheets of the current week (U-27). */
export default function ForemanDashboard() {
  const user = useCurrentUser();
  // The week is fixed when the page opens, so a page left open past midnight on Sunday keeps its rows.
  const [today] = useState(() => new Date());
  const week = weekOf(today);
  const weekRange = `${formatApiDate(week.startOfWeek, DATE_DEFAULT)} – ${formatApiDate(week.endOfWeek, DATE_DEFAULT)}`;
  const timesheets = useOwnWeekTimesheets(user?.employeeId ?? null, {
    startDate: week.startOfWeek,
    endDate: week.endOfWeek,
  });

  let content;
  if (timesheets.isError) {
    content = (
      <Callout tone="error">
        <p>Your timesheets for this week could not be loaded: {timesheets.error.message}</p>
        <Button variant="secondary" onClick={() => void timesheets.refetch()}>
          Retry
        </Button>
      </Callout>
    );
  } else if (timesheets.isPending) {
    content = <Loading label="Loading your timesheets" />;
  } else if (timesheets.data.length === 0) {
    content = <EmptyState>No timesheets for this week</EmptyState>;
  } else {
    content = (
      <TableScroll aria-label={`Your timesheets, week of ${weekRange}`}>
        <Table>
          {/* The week is shown above; the caption names the table for screen readers. */}
          <caption>
            <VisuallyHidden>Your timesheets, week of {weekRange}</VisuallyHidden>
          </caption>
          <thead>
            <Tr>
              <Th scope="col">Weekday</Th>
              <Th scope="col">Date</Th>
              <Th scope="col">Project Number</Th>
              <Th scope="col">Creator</Th>
              <Th scope="col">State</Th>
            </Tr>
          </thead>
          <tbody>
            {timesheets.data.map((timesheet) => (
              <TimesheetRow key={timesheet.timesheetId} timesheet={timesheet} />
            ))}
          </tbody>
        </Table>
      </TableScroll>
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
