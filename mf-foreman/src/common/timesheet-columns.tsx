import { useMemo, type MouseEvent } from 'react';
import {
  Link,
  useNavigate,
  DATE_UI,
  StateBadge,
  VisuallyHidden,
  formatApiDate,
  formatProjectNumber,
  fullName,
} from 'shared-kit';
import type { Column, TableDressing, TimesheetSummary } from 'shared-kit';
import { NoWrap } from 'shared-kit';
import { useIntl, type IntlShape } from 'shared-kit/i18n';
import { timesheetDetailPath } from './paths';

/**
 * A timesheet's columns: weekday, date, project, creator and coloured state (FOREMAN-DASH-03). The date carries the
 * row's link, which makes the row keyboard reachable (FOREMAN-DASH-05, TS-LIST-18). Date, project and State are key
 * columns. Where the width runs short, on a list of the user's own timesheets the Creator (the foreman himself) gives
 * way first, then the weekday (the date says it); on a list of everyone's, the weekday first. In the page's language.
 */
export function timesheetColumns({
  ownOnly,
  intl,
}: {
  ownOnly: boolean;
  intl: IntlShape;
}): ReadonlyArray<Column<TimesheetSummary>> {
  const text = (id: string) => intl.formatMessage({ id });
  return [
    {
      header: text('foreman.column.weekday'),
      priority: ownOnly ? 2 : 1,
      // The api names the day in English ('Monday'); an unknown name shows as it came.
      cell: (timesheet) =>
        intl.formatMessage({ id: `kit.weekday.${timesheet.dayOfWeek}`, defaultMessage: timesheet.dayOfWeek }),
    },
    {
      header: text('foreman.column.date'),
      opensRow: true,
      cell: (timesheet) => (
        <>
          <NoWrap>{formatApiDate(timesheet.date, DATE_UI)}</NoWrap>
          <VisuallyHidden>
            {' '}
            {intl.formatMessage(
              { id: 'foreman.column.dateProject' },
              { projectNumber: formatProjectNumber(timesheet.projectNumber) },
            )}
          </VisuallyHidden>
        </>
      ),
    },
    {
      header: text('foreman.column.projectNumber'),
      cell: (timesheet) => <NoWrap>{formatProjectNumber(timesheet.projectNumber)}</NoWrap>,
    },
    {
      header: text('foreman.column.creator'),
      priority: ownOnly ? 1 : 2,
      cell: (timesheet) =>
        fullName({
          firstName: timesheet.creatorEmployeeFirstName,
          lastName: timesheet.creatorEmployeeLastName,
        }),
    },
    { header: text('foreman.column.state'), cell: (timesheet) => <StateBadge state={timesheet.state} /> },
  ];
}

/** The list's total hours column (U-29): the last to give way. */
export function totalHoursColumn(intl: IntlShape): Column<TimesheetSummary> {
  return {
    header: intl.formatMessage({ id: 'foreman.column.totalHours' }),
    priority: 3,
    cell: (timesheet) => (
      <NoWrap>{intl.formatMessage({ id: 'kit.hours' }, { hours: timesheet.totalHours })}</NoWrap>
    ),
  };
}

/** The dashboard's columns: the user's own timesheets (U-27), in the page's language. */
export function useOwnTimesheetColumns(): ReadonlyArray<Column<TimesheetSummary>> {
  const intl = useIntl();
  return useMemo(() => timesheetColumns({ ownOnly: true, intl }), [intl]);
}

/** Which of the columns carries the row's link (the date). */
const LINK_COLUMN = 1;

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
      index === LINK_COLUMN ? <Link to={timesheetDetailPath(timesheet)}>{content}</Link> : content,
  };
}
