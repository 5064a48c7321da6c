import { Loading, useParams } from 'shared-kit';
import { useJobClasses, useTimesheet } from './api';
import { savedTimesheetValues } from './form-values';
import { CANNOT_FIND_TIMESHEET, LoadFailed, Page, useNotFound } from './page-frame';
import { TimesheetEditor } from './timesheet-editor';

/** /foreman/projects/:projectId/timesheets/:timesheetId — a saved Daily Timesheet (GET /timesheets/{id}). */
export default function TimesheetDetailPage() {
  const timesheet = useTimesheet(Number(useParams().timesheetId));
  const jobClasses = useJobClasses();
  useNotFound(timesheet.error, CANNOT_FIND_TIMESHEET);
  return (
    <Page>
      {timesheet.error ? (
        <LoadFailed error={timesheet.error} onRetry={() => void timesheet.refetch()} />
      ) : !timesheet.data || jobClasses.isPending ? (
        <Loading label="Loading timesheet" />
      ) : (
        <TimesheetEditor
          key={`${timesheet.data.timesheetId}`}
          timesheet={timesheet.data}
          project={timesheet.data.project}
          initialValues={savedTimesheetValues(timesheet.data)}
          jobClasses={jobClasses.data ?? []}
        />
      )}
    </Page>
  );
}
