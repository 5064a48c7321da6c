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
import { timesheetDetailPath } from '../common/paths';
import { NoWrap } from '../common/table-scroll';

/** One list row (U-29): the dashboard's row plus total hours; the whole row opens the timesheet (TS-LIST-18). */
export function TimesheetListRow({ timesheet }: { timesheet: TimesheetSummary }) {
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
      <Td>
        <NoWrap>{formatHours(timesheet.totalHours)}</NoWrap>
      </Td>
    </Tr>
  );
}
