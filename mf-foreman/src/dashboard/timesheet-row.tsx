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
  formatProjectNumber,
  fullName,
} from 'shared-kit';
import type { TimesheetSummary } from 'shared-kit';
import { timesheetDetailPath } from '../common/paths';

/** One dashboard row (FOREMAN-DASH-03): the whole row opens the detail; its date link makes it keyboard reachable. */
export function TimesheetRow({ timesheet }: { timesheet: TimesheetSummary }) {
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
          {date}
          <VisuallyHidden> (project {projectNumber})</VisuallyHidden>
        </Link>
      </Td>
      <Td>{projectNumber}</Td>
      <Td>
        {fullName({
          firstName: timesheet.creatorEmployeeFirstName,
          lastName: timesheet.creatorEmployeeLastName,
        })}
      </Td>
      <Td>
        <StateBadge state={timesheet.state} />
      </Td>
    </Tr>
  );
}
