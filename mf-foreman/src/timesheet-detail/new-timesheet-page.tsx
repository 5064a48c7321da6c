import { useEffect } from 'react';
import {
  AppLink,
  Callout,
  FUTURE_TIMESHEET_DATE_TEXT,
  Loading,
  MASTER_DATA_MSG,
  Stack,
  navigateTo,
  newTimesheetDateIssue,
  notify,
  useParams,
} from 'shared-kit';
import { TIMESHEETS_PATH } from '../common/paths';
import { useJobClasses, useProject } from './api';
import { newTimesheetValues } from './form-values';
import { CANNOT_FIND_PROJECT, LoadFailed, NOT_FOUND_PATH, Page, useNotFound } from './page-frame';
import { TimesheetEditor } from './timesheet-editor';

/** A date in the address that is no calendar date: the seed's date message and the not-found page. */
function InvalidDate() {
  useEffect(() => {
    notify.error(MASTER_DATA_MSG.dateInputInvalid);
    navigateTo(NOT_FOUND_PATH);
  }, []);
  return null;
}

/** A new timesheet of a project and date, prefilled from the project's roster (TS-CALC-10). */
function NewTimesheetScreen({ projectId, date }: { projectId: number; date: string }) {
  const project = useProject(projectId);
  const jobClasses = useJobClasses();
  useNotFound(project.error, CANNOT_FIND_PROJECT);
  return (
    <Page>
      {project.error ? (
        <LoadFailed error={project.error} onRetry={() => void project.refetch()} />
      ) : !project.data || jobClasses.isPending ? (
        <Loading label="Loading timesheet" />
      ) : (
        <TimesheetEditor
          timesheet={null}
          project={project.data}
          initialValues={newTimesheetValues(project.data, date, jobClasses.data ?? [])}
          jobClasses={jobClasses.data ?? []}
        />
      )}
    </Page>
  );
}

/** /foreman/projects/:projectId/timesheets/new/:date — a new Daily Timesheet of a project and a yyyy-MM-dd date. */
export default function NewTimesheetPage() {
  const { projectId, date = '' } = useParams();
  // The picker offers only past and current days (U-30); a typed or bookmarked address is checked the same way.
  const dateIssue = newTimesheetDateIssue(date, new Date());
  if (dateIssue === 'invalid') return <InvalidDate />;
  if (dateIssue === 'future') {
    return (
      <Page>
        <Callout tone="error">
          <Stack gap={2}>
            <span>{FUTURE_TIMESHEET_DATE_TEXT}</span>
            <AppLink href={TIMESHEETS_PATH}>Back to Timesheets</AppLink>
          </Stack>
        </Callout>
      </Page>
    );
  }
  return <NewTimesheetScreen projectId={Number(projectId)} date={date} />;
}
