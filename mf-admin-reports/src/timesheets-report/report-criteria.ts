import * as z from 'zod/mini';
import { formatApiDate, weekOf } from 'shared-kit';
import { reportCriteriaErrors } from 'shared-kit/master-data';
import { REPORT_PATH } from '../common/report-texts';

/** The Timesheets Report form as typed: '' for an empty field; dates yyyy-MM-dd from <input type="date">. */
export interface ReportFormValues {
  projectId: string;
  startDate: string;
  endDate: string;
}

export type ReportField = keyof ReportFormValues;
export type ReportFormErrors = Partial<Record<ReportField, string>>;

/** What the printable report is asked for (PRINT-01: a project needs both dates). */
export interface ReportRange {
  projectId: number;
  startDate: string;
  endDate: string;
}

export const EMPTY_REPORT_FORM: ReportFormValues = { projectId: '', startDate: '', endDate: '' };

/** REPORTS-04…07 with shared-kit's rules and messages (one source of truth). */
export const reportFormErrors = (values: ReportFormValues): ReportFormErrors => reportCriteriaErrors(values);

/** The form's schema (shared-kit/form): the same rules and messages, each at its field. */
export const reportFormSchema = z
  .object({ projectId: z.string(), startDate: z.string(), endDate: z.string() })
  .check(
    z.superRefine((values: ReportFormValues, context) => {
      for (const [field, message] of Object.entries(reportFormErrors(values))) {
        context.addIssue({ code: 'custom', path: [field], message, input: values[field as ReportField] });
      }
    }),
  );

/**
 * The range the report covers: the dates given, or — both left empty — the week of `today`, Monday to Sunday
 * (CONST-15), because the printable report needs both dates. Null while the form has errors.
 */
export function reportRangeOf(values: ReportFormValues, today: Date): ReportRange | null {
  if (Object.keys(reportFormErrors(values)).length > 0) return null;
  const projectId = Number(values.projectId);
  if (!Number.isInteger(projectId) || projectId < 1) return null;
  if (values.startDate && values.endDate) {
    return { projectId, startDate: values.startDate, endDate: values.endDate };
  }
  const week = weekOf(today);
  return { projectId, startDate: week.startOfWeek, endDate: week.endOfWeek };
}

/** REPORTS-08: /reports/timesheets/report?projectId=..&startDate=..&endDate=.. (yyyy-MM-dd). */
export const reportUrl = (range: ReportRange): string =>
  `${REPORT_PATH}?${new URLSearchParams({
    projectId: String(range.projectId),
    startDate: range.startDate,
    endDate: range.endDate,
  }).toString()}`;

/**
 * The hint under the dates: which week an empty range stands for, in the portal's date format; `say` words it in the
 * page's language (reports.criteria.rangeHint), English without it.
 */
export const defaultRangeHint = (
  today: Date,
  say?: (id: 'rangeHint', values: { start: string; end: string }) => string,
): string => {
  const week = weekOf(today);
  const [start, end] = [formatApiDate(week.startOfWeek), formatApiDate(week.endOfWeek)];
  return say
    ? say('rangeHint', { start, end })
    : `Optional. Leave both dates empty for the current week, ${start} to ${end} (Monday to Sunday).`;
};
