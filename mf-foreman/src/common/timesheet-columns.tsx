import type { MouseEvent } from 'react';
import {
  Link,
  useNavigate,
  DATE_UI,
  StateBadge,
  VisuallyHidden,
  formatApiDate,
  formatHours,
  formatProjectNumber,
  fullName,
} from 'shared-kit';
import type { Column, TableDressing, TimesheetSummary } from 'shared-kit';
import { NoWrap } from 'shared-kit';
import { timesheetDetailPath } from './paths';

/**
 * A timesheet's columns: weekday, date, project, creator and coloured state (FOREMAN-DASH-03). The date carries the
 * row's link, which makes the row keyboard reachable (FOREMAN-DASH-05, TS-LIST-18). Date, project and State are key
 * columns. Where the width runs short, on a list of the user's own timesheets the Creator (the foreman himself) gives
 * way first, then the weekday (the date says it); on a list of everyone's, the weekday first.
 */
export function timesheetColumns({ ownOnly }: { ownOnly: boolean }): ReadonlyArray<Column<TimesheetSummary>> {
  return [
    { header: 'Weekday', priority: ownOnly ? 2 : 1, cell: (timesheet) => timesheet.dayOfWeek },
    {
      header: 'Date',
      opensRow: true,
      cell: (timesheet) => (
        <>
          <NoWrap>{formatApiDate(timesheet.date, DATE_UI)}</NoWrap>
          <VisuallyHidden> (project {formatProjectNumber(timesheet.projectNumber)})</VisuallyHidden>
        </>
      ),
    },
    {
      header: 'Project Number',
      cell: (timesheet) => <NoWrap>{formatProjectNumber(timesheet.projectNumber)}</NoWrap>,
    },
    {
      header: 'Creator',
      priority: ownOnly ? 1 : 2,
      cell: (timesheet) =>
        fullName({
          firstName: timesheet.creatorEmployeeFirstName,
          lastName: timesheet.creatorEmployeeLastName,
        }),
    },
    { header: 'State', cell: (timesheet) => <StateBadge state={timesheet.state} /> },
  ];
}

/** The dashboard's columns: the user's own timesheets (U-27). */
export const OWN_TIMESHEET_COLUMNS = timesheetColumns({ ownOnly: true });

/** The list's total hours column (U-29): the last to give way. */
export const TOTAL_HOURS_COLUMN: Column<TimesheetSummary> = {
  header: 'Total Hours',
  priority: 3,
  cell: (timesheet) => <NoWrap>{formatHours(timesheet.totalHours)}</NoWrap>,
};

/** The dashboard's rows open their timesheet: a click anywhere on the row, or the date's link. */
export function useTimesheetRowLinks(): TableDressing<TimesheetSummary, string> {
  const navigate = useNavigate();
  return {
    onRowClick: (timesheet) => (event: MouseEvent<HTMLTableRowElement>) => {
      // A click on the link navigates by itself; handling it here too would push the path twice.
      if (event.target instanceof Element && event.target.closest('a')) return;
      navigate(timesheetDetailPath(timesheet));
    },
    cell: (timesheet, index, content) =>
      OWN_TIMESHEET_COLUMNS[index]?.opensRow ? (
        <Link to={timesheetDetailPath(timesheet)}>{content}</Link>
      ) : (
        content
      ),
  };
}
