import { Button, PageHeading, Row, Stack, hasPermission, useCurrentUser, useNavigate } from 'shared-kit';
import { Hint } from 'shared-kit/ui';
import { useIntl } from 'shared-kit/i18n';

/** REPORTS-01, character for character. */
export const TIMESHEET_REPORT = 'Timesheet Report';
export const TIMESHEETS_REPORT_PATH = '/reports/timesheets/dashboard';
/** Why the button is disabled (REPORTS-02), in plain words next to it. */
export const NEEDS_TIMESHEET_REPORT_PERMISSION =
  'You cannot open the Timesheet Report: your role does not allow viewing timesheet reports (Report_Timesheet_View). Ask an administrator if you need it.';

/** /reports: the reports this user may open (REPORTS-01/02). */
export default function ReportsDashboardPage() {
  const navigate = useNavigate();
  const mayViewTimesheetReport = hasPermission(useCurrentUser(), 'Report_Timesheet_View');
  // TIMESHEET_REPORT and NEEDS_TIMESHEET_REPORT_PERMISSION in the page's language (reports.dashboard.…).
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id: `reports.dashboard.${id}` });
  return (
    <Stack>
      <PageHeading>{say('title')}</PageHeading>
      <Row>
        <Button
          disabled={!mayViewTimesheetReport}
          aria-describedby={mayViewTimesheetReport ? undefined : 'timesheet-report-disabled'}
          onClick={() => navigate(TIMESHEETS_REPORT_PATH)}
        >
          {say('timesheetReport')}
        </Button>
        {!mayViewTimesheetReport && <Hint id="timesheet-report-disabled">{say('needsPermission')}</Hint>}
      </Row>
    </Stack>
  );
}
