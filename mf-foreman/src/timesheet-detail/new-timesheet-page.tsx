import { useParams, DATE_DEFAULT, formatApiDate } from 'shared-kit';
import { NextReleasePage } from '../common/next-release-page';

/** /foreman/projects/:projectId/timesheets/new/:date — a new Daily Timesheet comes in a later issue. */
export default function NewTimesheetPage() {
  const { projectId, date } = useParams();
  return (
    <NextReleasePage>
      <dl>
        <dt>Project ID</dt>
        <dd>{projectId}</dd>
        <dt>Date</dt>
        <dd>{date ? formatApiDate(date, DATE_DEFAULT) : ''}</dd>
      </dl>
    </NextReleasePage>
  );
}
