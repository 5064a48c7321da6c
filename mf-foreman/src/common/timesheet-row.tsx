import type { MouseEvent } from 'react';
import {
  Link,
  useNavigate,
  DATE_UI,
  StateBadge,
  Td,
  Tr,
  VisuallyHidden,
  formatApiDate,
  formatHours,
  formatProjectNumber,
  fullName,
} from 'shared-kit';
import type { TimesheetSummary } from 'shared-kit';
import type { Column } from 'shared-kit/list';
import { NoWrap } from 'shared-kit';
import { timesheetDetailPath } from './paths';

/**
 * A timesheet's columns: weekday, date, project, creator and coloured state (FOREMAN-DASH-03). The date carries the
 * row's link, which makes the row keyboard reachable (FOREMAN-DASH-05, TS-LIST-18).
 */
export const TIMESHEET_COLUMNS: ReadonlyArray<Column<TimesheetSummary>> = [
  { header: 'Weekday', cell: (timesheet) => timesheet.dayOfWeek },
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
    cell: (timesheet) =>
      fullName({
        firstName: timesheet.creatorEmployeeFirstName,
        lastName: timesheet.creatorEmployeeLastName,
      }),
  },
  { header: 'State', cell: (timesheet) => <StateBadge state={timesheet.state} /> },
];

/** The list's total hours column (U-29). */
export const TOTAL_HOURS_COLUMN: Column<TimesheetSummary> = {
  header: 'Total Hours',
  cell: (timesheet) => <NoWrap>{formatHours(timesheet.totalHours)}</NoWrap>,
};

/** One timesheet row of the dashboard: the whole row opens the timesheet. */
export function TimesheetRow({ timesheet }: { timesheet: TimesheetSummary }) {
  const navigate = useNavigate();
  const detailPath = timesheetDetailPath(timesheet);

  const openDetail = (event: MouseEvent<HTMLTableRowElement>) => {
    // A click on the link navigates by itself; handling it here too would push the path twice.
    if (event.target instanceof Element && event.target.closest('a')) return;
    navigate(detailPath);
  };

  return (
    <Tr clickable onClick={openDetail}>
      {TIMESHEET_COLUMNS.map((column) => {
        const content = column.cell ? column.cell(timesheet) : column.value?.(timesheet);
        return (
          <Td key={column.header}>{column.opensRow ? <Link to={detailPath}>{content}</Link> : content}</Td>
        );
      })}
    </Tr>
  );
}
