import { Button, PageHeading, Row, Stack, hasPermission, useCurrentUser, useNavigate } from 'shared-kit';
import { Hint } from 'shared-kit/ui';

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
  return (
    <Stack>
      <PageHeading>Reports</PageHeading>
      <Row>
        <Button
          disabled={!mayViewTimesheetReport}
          aria-describedby={mayViewTimesheetReport ? undefined : 'timesheet-report-disabled'}
          onClick={() => navigate(TIMESHEETS_REPORT_PATH)}
        >
          {TIMESHEET_REPORT}
        </Button>
        {!mayViewTimesheetReport && (
          <Hint id="timesheet-report-disabled">{NEEDS_TIMESHEET_REPORT_PERMISSION}</Hint>
        )}
      </Row>
    </Stack>
  );
}
