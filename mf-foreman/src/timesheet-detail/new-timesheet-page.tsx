import { useEffect } from 'react';
import { AppLink, Callout, Stack, navigateTo, notify, useParams } from 'shared-kit';
import { FUTURE_TIMESHEET_DATE_TEXT, newTimesheetDateIssue } from 'shared-kit/timesheet-form';
import { MASTER_DATA_MSG } from 'shared-kit/master-data';
import { TIMESHEETS_PATH } from '../common/paths';
import { NOT_FOUND_PATH, NewTimesheetScreen, Page } from './timesheet-screen';

/** A date in the address that is no calendar date: the seed's date message and the not-found page. */
function InvalidDate() {
  useEffect(() => {
    notify.error(MASTER_DATA_MSG.dateInputInvalid);
    navigateTo(NOT_FOUND_PATH);
  }, []);
  return null;
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
