import { useParams } from 'shared-kit';
import { SavedTimesheetScreen } from './timesheet-screen';

/** /foreman/projects/:projectId/timesheets/:timesheetId — a saved Daily Timesheet. */
export default function TimesheetDetailPage() {
  const { timesheetId } = useParams();
  return <SavedTimesheetScreen timesheetId={Number(timesheetId)} />;
}
