import { useParams } from 'shared-kit';
import { NextReleasePage } from '../common/next-release-page';

/** /foreman/projects/:projectId/timesheets/:timesheetId — the Daily Timesheet comes in a later issue. */
export default function TimesheetDetailPage() {
  const { projectId, timesheetId } = useParams();
  return (
    <NextReleasePage>
      <dl>
        <dt>Project ID</dt>
        <dd>{projectId}</dd>
        <dt>Timesheet ID</dt>
        <dd>{timesheetId}</dd>
      </dl>
    </NextReleasePage>
  );
}
