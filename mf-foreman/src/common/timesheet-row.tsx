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
  NoWrap,
} from 'shared-kit';
import type { TimesheetSummary } from 'shared-kit';
import { timesheetDetailPath } from './paths';

/**
 * One timesheet row: weekday, date, project, creator and coloured state (FOREMAN-DASH-03), plus total hours on the
 * list (U-29). The whole row opens the timesheet; its date link makes it keyboard reachable (FOREMAN-DASH-05, TS-LIST-18).
 */
export function TimesheetRow({
  timesheet,
  showTotalHours = false,
}: {
  timesheet: TimesheetSummary;
  showTotalHours?: boolean;
}) {
  const navigate = useNavigate();
  const detailPath = timesheetDetailPath(timesheet);
  const projectNumber = formatProjectNumber(timesheet.projectNumber);
  const date = formatApiDate(timesheet.date, DATE_UI);

  const openDetail = (event: MouseEvent<HTMLTableRowElement>) => {
    // A click on the link navigates by itself; handling it here too would push the path twice.
    if (event.target instanceof Element && event.target.closest('a')) return;
    navigate(detailPath);
  };

  return (
    <Tr clickable onClick={openDetail}>
      <Td>{timesheet.dayOfWeek}</Td>
      <Td>
        <Link to={detailPath}>
          <NoWrap>{date}</NoWrap>
          <VisuallyHidden> (project {projectNumber})</VisuallyHidden>
        </Link>
      </Td>
      <Td>
        <NoWrap>{projectNumber}</NoWrap>
      </Td>
      <Td>
        {fullName({
          firstName: timesheet.creatorEmployeeFirstName,
          lastName: timesheet.creatorEmployeeLastName,
        })}
      </Td>
      <Td>
        <StateBadge state={timesheet.state} />
      </Td>
      {showTotalHours && (
        <Td>
          <NoWrap>{formatHours(timesheet.totalHours)}</NoWrap>
        </Td>
      )}
    </Tr>
  );
}
