import { useMemo } from 'react';
import styled from 'styled-components';
import {
  ApiError,
  AppLink,
  Button,
  Callout,
  DATE_DEFAULT,
  DATE_SHORT,
  Loading,
  PageHeading,
  Row,
  Stack,
  TIMESHEET_STATE_LABEL,
  formatApiDate,
  formatProjectNumber,
  useSearchParams,
} from 'shared-kit';
import type { CertifiedPayroll } from 'shared-kit/payroll';
import {
  PrintPageStyle,
  PrintScreen,
  PrintSheet,
  PrintSheetTitle,
  PrintTable,
  PrintToolbar,
} from 'shared-kit/print';
import { timesheetPath } from '../common/paths';
import { useCertifiedPayroll } from './api';
import { CRITERIA_PATH, parseReportQuery, weekLabel } from './criteria';

export const INVALID_LINK = 'This certified payroll link is not valid.';
export const LINK_FORM =
  'Open it from Certified Payroll, or as ?projectId=7&weekEnding=2026-03-08 (a Sunday).';
export const NO_HOURS = 'No approved hours on this project in this week.';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const HOURS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Hours with two decimals; an empty day stays blank, as on the paper form. */
export const formatDayHours = (hours: number): string => (hours === 0 ? '' : HOURS.format(hours));
export const formatTotalHours = (hours: number): string => HOURS.format(hours);

const SheetTitle = PrintSheetTitle;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(3)}`};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

// The paper form's roomier cells: seven day columns on a landscape page.
const HoursTable = styled(PrintTable)`
  th,
  td {
    padding: 3px 6px;
  }
`;

const DayDate = styled.span`
  display: block;
  font-weight: 400;
`;

const SheetNote = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
`;

function Hours({ report }: { report: CertifiedPayroll }) {
  if (report.workers.length === 0) return <p>{NO_HOURS}</p>;
  return (
    <HoursTable aria-label="Hours worked">
      <thead>
        <tr>
          <th scope="col">Worker</th>
          <th scope="col">Classification</th>
          {report.days.map((day, index) => (
            <th key={day} scope="col" data-numeric="">
              {WEEKDAYS[index]}
              <DayDate>{formatApiDate(day, DATE_SHORT)}</DayDate>
            </th>
          ))}
          <th scope="col" data-numeric="">
            Total Hours
          </th>
        </tr>
      </thead>
      <tbody>
        {report.workers.map((worker) => (
          <tr key={`${worker.employeeId}|${worker.jobClass ?? ''}`}>
            <th scope="row">{`${worker.lastName}, ${worker.firstName} (${worker.accumaticaId})`}</th>
            <td>{worker.jobClass ?? ''}</td>
            {worker.dailyHours.map((hours, index) => (
              <td key={report.days[index]} data-numeric="">
                {formatDayHours(hours)}
              </td>
            ))}
            <td data-numeric="">{formatTotalHours(worker.totalHours)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          {report.dailyTotals.map((hours, index) => (
            <td key={report.days[index]} data-numeric="">
              {formatTotalHours(hours)}
            </td>
          ))}
          <td data-numeric="">{formatTotalHours(report.totalHours)}</td>
        </tr>
      </tfoot>
    </HoursTable>
  );
}

function CertifiedPayrollSheet({ report }: { report: CertifiedPayroll }) {
  const correctionHours = report.workers.reduce((sum, worker) => sum + worker.correctionHours, 0);
  const workerCount = new Set(report.workers.map((worker) => worker.employeeId)).size;
  return (
    <PrintSheet $orientation="landscape" aria-label="Certified payroll">
      <SheetTitle>Certified Payroll: Hours Worked (WH-347)</SheetTitle>
      <Fields>
        <dt>Contractor</dt>
        <dd>{report.companyName}</dd>
        <dt>Project</dt>
        <dd>{`${formatProjectNumber(report.projectNumber)} - ${report.projectDescription}`}</dd>
        <dt>Location</dt>
        <dd>{`${report.address}, ${report.city}, ${report.stateCode} ${report.zipCode}`}</dd>
        <dt>Customer</dt>
        <dd>{report.customerName}</dd>
        <dt>For Week Ending</dt>
        <dd>{`${formatApiDate(report.weekEnding, DATE_DEFAULT)} (${weekLabel(report.weekEnding)})`}</dd>
      </Fields>
      <Hours report={report} />
      {report.workers.length > 0 && (
        <SheetNote>
          {`${workerCount} worker(s), ${formatTotalHours(report.totalHours)} hours from approved timesheets`}
          {correctionHours > 0
            ? `, including ${formatTotalHours(correctionHours)} hours of corrections.`
            : ' (no corrections).'}
        </SheetNote>
      )}
    </PrintSheet>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  // A 4xx (not prevailing wage, not found, no access) will not change by asking again.
  const retryable = !(error instanceof ApiError && error.status >= 400 && error.status < 500);
  return (
    <Callout tone="error">
      <Stack gap={2}>
        <span>{`The certified payroll could not be loaded: ${message}`}</span>
        <Row>
          {retryable && (
            <Button variant="secondary" onClick={onRetry}>
              Retry
            </Button>
          )}
          <AppLink href={CRITERIA_PATH}>Choose another project or week</AppLink>
        </Row>
      </Stack>
    </Callout>
  );
}

/** Screen only: the week's timesheets still waiting for approval, whose hours the page leaves out. */
function Unapproved({ report }: { report: CertifiedPayroll }) {
  if (report.unapprovedTimesheets.length === 0) return null;
  return (
    <Callout tone="warning">
      <Stack gap={1}>
        <strong>{`${report.unapprovedTimesheets.length} timesheet(s) of this week are not approved yet; their hours are not included:`}</strong>
        <ul>
          {report.unapprovedTimesheets.map((timesheet) => (
            <li key={timesheet.timesheetId}>
              <AppLink href={timesheetPath(timesheet)}>{formatApiDate(timesheet.date, DATE_DEFAULT)}</AppLink>
              {` — ${TIMESHEET_STATE_LABEL[timesheet.state]}, ${timesheet.foremanName}`}
            </li>
          ))}
        </ul>
      </Stack>
    </Callout>
  );
}

/**
 * /payroll/certified-payroll/report?projectId&weekEnding (beyond the seeds): the WH-347 hours block of a prevailing
 * wage project for one week, a print view (no header or navigation, opened in a new tab) on landscape Letter.
 */
export default function CertifiedPayrollReportPage() {
  const [searchParams] = useSearchParams();
  const query = useMemo(() => parseReportQuery(searchParams), [searchParams]);
  const report = useCertifiedPayroll(query.kind === 'valid' ? query.request : null);

  let content;
  if (query.kind === 'invalid')
    content = (
      <Callout tone="error">
        <Stack gap={2}>
          <strong>{INVALID_LINK}</strong>
          <span>{query.reason}</span>
          <span>{LINK_FORM}</span>
        </Stack>
      </Callout>
    );
  else if (report.isPending) content = <Loading label="Loading the certified payroll..." />;
  else if (report.isError) content = <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  else content = <CertifiedPayrollSheet report={report.data} />;

  return (
    <PrintScreen>
      {/* Letter paper across: seven day columns fit. */}
      <PrintPageStyle $orientation="landscape" />
      <PrintToolbar $orientation="landscape">
        <Stack gap={3}>
          <Row justify="space-between">
            <Stack gap={1}>
              <PageHeading>Certified Payroll Report</PageHeading>
              {report.data && (
                <span>{`${formatProjectNumber(report.data.projectNumber)}, week ending ${formatApiDate(report.data.weekEnding, DATE_DEFAULT)}`}</span>
              )}
            </Stack>
            {report.data && <Button onClick={() => window.print()}>Print</Button>}
          </Row>
          {report.data && <Unapproved report={report.data} />}
        </Stack>
      </PrintToolbar>
      {content}
    </PrintScreen>
  );
}
