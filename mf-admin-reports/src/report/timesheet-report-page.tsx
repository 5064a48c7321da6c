import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import {
  ApiError,
  Button,
  Callout,
  DATE_UI,
  Loading,
  PageHeading,
  Row,
  Stack,
  formatApiDate,
  formatProjectNumber,
  session,
  useSearchParams,
  useSession,
} from 'shared-kit';
import { PrintPageStyle, PrintScreen, PrintToolbar } from 'shared-kit/print';
import { useTimesheetReport, type TimesheetReport } from './api';
import { reportPagesOf, type ReportPage } from './report-format';
import { INVALID_LINK, REPORT_LINK_FORMS, parseReportQuery, type ValidReportQuery } from './report-query';
import { CorrectionsSheet, TimesheetSheet } from './report-sheets';
import { useIntl, useTranslateMessage, type IntlShape } from 'shared-kit/i18n';

export const NO_ACCESS_ONE = 'You do not have access to this timesheet.';
export const NO_ACCESS_MANY = 'You do not have access to these timesheets.';
export const TIMESHEET_NOT_FOUND = 'Timesheet not found.';
export const NOT_SIGNED_IN = 'You are not signed in. Sign in, then open this report again.';
/** PRINT-08: the print view needs an identity token; its absence is logged. */
export const NULL_TOKEN_LOG = 'Timesheet report: the print view has no identity token (id_token is null).';

const Messages = styled(Stack)`
  max-width: 8.5in;
  margin: 0 auto;
`;

/** "P-24 HOU 01, 03-02-2026 to 03-08-2026: 5 timesheets, 1 page of standalone corrections", in the page's language. */
function summaryOf(
  intl: IntlShape,
  query: ValidReportQuery,
  report: TimesheetReport,
  pages: readonly ReportPage[],
): string {
  const say = (id: string, values: Record<string, string | number>) =>
    intl.formatMessage({ id: `reports.page.${id}` }, values);
  const timesheetCount = pages.filter((page) => page.kind === 'timesheet').length;
  const correctionPages = pages.length - timesheetCount;
  const contents = [say('timesheets', { count: timesheetCount })];
  if (correctionPages > 0) contents.push(say('correctionPages', { count: correctionPages }));
  const project = formatProjectNumber(report.project.projectNumber);
  const subject =
    query.kind === 'project-range'
      ? say('range', {
          project,
          start: formatApiDate(query.startDate, DATE_UI),
          end: formatApiDate(query.endDate, DATE_UI),
        })
      : project;
  return `${subject}: ${contents.join(', ')}`;
}

/** What the page says when the report cannot be loaded: access and not-found in plain words, else the api's message. */
function LoadError({
  query,
  error,
  onRetry,
}: {
  query: ValidReportQuery;
  error: unknown;
  onRetry: () => void;
}) {
  // NO_ACCESS_ONE, NO_ACCESS_MANY, TIMESHEET_NOT_FOUND… in the page's language; the api's text through the kit's
  // lookup (the bff's 502–504 answers read in Spanish too).
  const intl = useIntl();
  const translate = useTranslateMessage();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `reports.page.${id}` }, values);
  if (error instanceof ApiError && error.status === 403)
    return <Callout tone="error">{say(query.kind === 'timesheet' ? 'noAccessOne' : 'noAccessMany')}</Callout>;
  if (error instanceof ApiError && error.status === 404)
    return (
      <Callout tone="error">
        {query.kind === 'timesheet' ? (
          say('notFound', { id: String(query.timesheetId) })
        ) : (
          <>{translate(error.message)}.</>
        )}
      </Callout>
    );
  const message = error instanceof Error ? error.message : String(error);
  // Another 4xx (a query the api refuses) will not change by asking again.
  const retryable = !(error instanceof ApiError && error.status >= 400 && error.status < 500);
  return (
    <Callout tone="error">
      <Stack gap={2}>
        <span>{say('loadFailed', { message: translate(message) })}</span>
        {retryable && (
          <Row>
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage({ id: 'kit.retry' })}
            </Button>
          </Row>
        )}
      </Stack>
    </Callout>
  );
}

function InvalidQuery({ reason }: { reason: string }) {
  return (
    <Callout tone="error">
      <Stack gap={2}>
        <strong>{INVALID_LINK}</strong>
        <span>{reason}</span>
        <span>{REPORT_LINK_FORMS}</span>
      </Stack>
    </Callout>
  );
}

/** PRINT-08: logs once per mount when the session holds no identity token for the print view's api calls. */
function useIdentityTokenCheck() {
  useEffect(() => {
    const { idToken, accessToken } = session.getState();
    if (idToken) return;
    console.error(
      accessToken ? `${NULL_TOKEN_LOG} The api calls fall back to the access token.` : NULL_TOKEN_LOG,
    );
  }, []);
}

/**
 * /reports/timesheets/report — the printable timesheet report (PRINT-01…10). A print view: the shell renders it
 * without header or navigation, after sign-in and with no permission check (SHELL-34, U-38); the api still decides
 * which timesheets the user may read.
 */
export default function TimesheetReportPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const query = useMemo(() => parseReportQuery(searchParams), [searchParams]);
  const { isAuthenticated } = useSession();
  useIdentityTokenCheck();
  const report = useTimesheetReport(query, isAuthenticated);
  const pages = useMemo(
    () => (report.data ? reportPagesOf(report.data.timesheets, report.data.projectCorrections) : []),
    [report.data],
  );

  let content;
  let summary: string | null = null;
  if (!isAuthenticated) {
    content = <Callout tone="error">{intl.formatMessage({ id: 'reports.page.notSignedIn' })}</Callout>;
  } else if (query.kind === 'invalid') {
    content = <InvalidQuery reason={query.reason} />;
  } else if (report.isPending) {
    content = <Loading label={intl.formatMessage({ id: 'reports.page.loading' })} />;
  } else if (report.isError) {
    content = <LoadError query={query} error={report.error} onRetry={() => void report.refetch()} />;
  } else if (pages.length === 0) {
    content = <Callout tone="info">{intl.formatMessage({ id: 'reports.criteria.noResults' })}</Callout>;
  } else {
    summary = summaryOf(intl, query, report.data, pages);
    content = (
      <div data-report-pages="">
        {pages.map((page) =>
          page.kind === 'timesheet' ? (
            <TimesheetSheet key={page.key} timesheet={page.timesheet} />
          ) : (
            <CorrectionsSheet key={page.key} group={page.group} project={report.data.project} />
          ),
        )}
      </div>
    );
  }

  return (
    <PrintScreen>
      <PrintPageStyle />
      <PrintToolbar>
        <Row justify="space-between">
          <Stack gap={1}>
            <PageHeading>{intl.formatMessage({ id: 'reports.page.title' })}</PageHeading>
            {summary && <span>{summary}</span>}
          </Stack>
          {summary && (
            <Button onClick={() => window.print()}>{intl.formatMessage({ id: 'reports.page.print' })}</Button>
          )}
        </Row>
      </PrintToolbar>
      {summary ? content : <Messages>{content}</Messages>}
    </PrintScreen>
  );
}
