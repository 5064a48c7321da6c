import * as z from 'zod/mini';
import { DATE_DEFAULT, formatApiDate, parseApiDate, previousWeekStart, weekDays, weekOf } from 'shared-kit';
import { CERTIFIED_PAYROLL_MSG, weekEndingError } from 'shared-kit/payroll';

export const CRITERIA_PATH = '/payroll/certified-payroll';
export const REPORT_PATH = '/payroll/certified-payroll/report';

/** The form as typed: '' for an empty field; the date yyyy-MM-dd from <input type="date">. */
export interface CriteriaValues {
  projectId: string;
  weekEnding: string;
}

/** What the printable page is asked for. */
export interface CertifiedPayrollRequest {
  projectId: number;
  weekEnding: string;
}

const projectIdOf = (value: string): number | null =>
  /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** The form's rules with the api's messages (one source of truth, shared-kit/payroll). */
export const criteriaSchema = z.object({
  projectId: z.string().check(
    z.refine((value: string) => projectIdOf(value) !== null, {
      message: CERTIFIED_PAYROLL_MSG.projectEmpty,
    }),
  ),
  weekEnding: z.string().check(
    z.superRefine((value: string, context) => {
      const message = weekEndingError(value);
      if (message) context.addIssue({ code: 'custom', message, input: value });
    }),
  ),
});

/** The last finished week: its Sunday, the form's first choice. */
export const lastWeekEnding = (today: Date): string => weekDays(previousWeekStart(today))[6] ?? '';

export const reportUrl = ({ projectId, weekEnding }: CertifiedPayrollRequest): string =>
  `${REPORT_PATH}?${new URLSearchParams({ projectId: String(projectId), weekEnding }).toString()}`;

/** The request of valid criteria; null while a rule fails. */
export const requestOf = (values: CriteriaValues): CertifiedPayrollRequest | null => {
  const projectId = projectIdOf(values.projectId);
  if (projectId === null || weekEndingError(values.weekEnding)) return null;
  return { projectId, weekEnding: values.weekEnding };
};

/** The report link's query read back: the request, or why the link is not one. */
export const parseReportQuery = (
  params: URLSearchParams,
): { kind: 'valid'; request: CertifiedPayrollRequest } | { kind: 'invalid'; reason: string } => {
  const request = requestOf({
    projectId: params.get('projectId') ?? '',
    weekEnding: params.get('weekEnding') ?? '',
  });
  if (request) return { kind: 'valid', request };
  const reason =
    projectIdOf(params.get('projectId') ?? '') === null
      ? 'The link names no project.'
      : (weekEndingError(params.get('weekEnding') ?? '') ?? '');
  return { kind: 'invalid', reason };
};

/** '03/02/2026 to 03/08/2026': the week, Monday to Sunday, of a week ending date. */
export const weekLabel = (weekEnding: string): string => {
  const sunday = parseApiDate(weekEnding);
  if (!sunday) return weekEnding;
  const week = weekOf(sunday);
  return `${formatApiDate(week.startOfWeek, DATE_DEFAULT)} to ${formatApiDate(week.endOfWeek, DATE_DEFAULT)}`;
};
