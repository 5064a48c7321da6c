import { useParams } from 'shared-kit';
import { NewTimesheetScreen } from './timesheet-screen';

/** /foreman/projects/:projectId/timesheets/new/:date — a new Daily Timesheet of a project and a yyyy-MM-dd date. */
export default function NewTimesheetPage() {
  const { projectId, date } = useParams();
  return <NewTimesheetScreen projectId={Number(projectId)} date={date ?? ''} />;
}
