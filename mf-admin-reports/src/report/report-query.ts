import { parseApiDate } from 'shared-kit';

/**
 * The query of /reports/timesheets/report (PRINT-01): either `timesheetId`, or `projectId` with `startDate` and
 * `endDate` (yyyy-MM-dd). Anything else is `invalid`, with the reason shown on the page (no api call is made).
 */
export type ReportQuery =
  | { kind: 'timesheet'; timesheetId: number }
  | { kind: 'project-range'; projectId: number; startDate: string; endDate: string }
  | { kind: 'invalid'; reason: string };

export type ValidReportQuery = Exclude<ReportQuery, { kind: 'invalid' }>;

export const REPORT_PARAMS = ['timesheetId', 'projectId', 'startDate', 'endDate'] as const;
type ReportParam = (typeof REPORT_PARAMS)[number];

/** The largest id the api accepts (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** Said above the reason when the query is invalid, with the two forms this parser reads. */
export const INVALID_LINK = 'This report link is not valid.';
export const REPORT_LINK_FORMS =
  'Open the report with ?timesheetId=123, or with ?projectId=7&startDate=2026-03-02&endDate=2026-03-08 (dates as yyyy-MM-dd).';

/** REPORTS-07's text, reused for a range that runs backwards. */
export const START_AFTER_END = 'Start Date must be less than or equal to End Date';
export const MISSING_PARAMS =
  'This report needs either a timesheetId, or a projectId with a startDate and an endDate.';
export const MIXED_PARAMS =
  'Use either a timesheetId, or a projectId with a startDate and an endDate, not both.';
export const RANGE_INCOMPLETE = 'A projectId needs both a startDate and an endDate.';
export const RANGE_WITHOUT_PROJECT = 'A startDate and an endDate need a projectId.';
export const notAnId = (name: ReportParam, value: string) =>
  `${name} must be a whole number greater than 0 (got "${value}").`;
export const notADate = (name: ReportParam, value: string) =>
  `${name} must be a date in the form yyyy-MM-dd (got "${value}").`;
export const repeatedParam = (name: ReportParam) => `${name} is given more than once.`;

/** A positive whole number as plain digits ('12'); null for '12abc', '1e3', '-4', '0', ' 7' or a too-large one. */
export const parseReportId = (value: string): number | null => {
  if (!/^[0-9]+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
};

/** Reads the report query from the URL's search parameters; the first problem found is the reason. */
export function parseReportQuery(params: URLSearchParams): ReportQuery {
  const given = new Map<ReportParam, string>();
  for (const name of REPORT_PARAMS) {
    const values = params.getAll(name);
    if (values.length > 1) return { kind: 'invalid', reason: repeatedParam(name) };
    const value = values[0]?.trim();
    // An empty parameter (`?startDate=`) counts as missing: a form sends it when its input is blank.
    if (value) given.set(name, value);
  }
  const timesheetId = given.get('timesheetId');
  const projectId = given.get('projectId');
  const startDate = given.get('startDate');
  const endDate = given.get('endDate');
  const hasRangePart = projectId !== undefined || startDate !== undefined || endDate !== undefined;

  if (timesheetId !== undefined) {
    if (hasRangePart) return { kind: 'invalid', reason: MIXED_PARAMS };
    const id = parseReportId(timesheetId);
    return id === null
      ? { kind: 'invalid', reason: notAnId('timesheetId', timesheetId) }
      : { kind: 'timesheet', timesheetId: id };
  }
  if (!hasRangePart) return { kind: 'invalid', reason: MISSING_PARAMS };
  if (projectId === undefined) return { kind: 'invalid', reason: RANGE_WITHOUT_PROJECT };
  const id = parseReportId(projectId);
  if (id === null) return { kind: 'invalid', reason: notAnId('projectId', projectId) };
  if (startDate === undefined || endDate === undefined) return { kind: 'invalid', reason: RANGE_INCOMPLETE };
  if (!parseApiDate(startDate)) return { kind: 'invalid', reason: notADate('startDate', startDate) };
  if (!parseApiDate(endDate)) return { kind: 'invalid', reason: notADate('endDate', endDate) };
  // yyyy-MM-dd strings order like the dates they name.
  if (startDate > endDate) return { kind: 'invalid', reason: START_AFTER_END };
  return { kind: 'project-range', projectId: id, startDate, endDate };
}
