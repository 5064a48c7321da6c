import { isSunday } from 'date-fns';
import * as z from 'zod/mini';
import { parseApiDate } from './dates.ts';
import { pageQueryShape } from './paging.ts';
import { PERMISSIONS } from './permissions.ts';
import { CORRECTION_TYPES, NO_PAY_STATUSES } from './enums.ts';
import { PAYROLL_PERIOD_STATES, TIMESHEET_STATES } from './states.ts';
import { positiveId } from './timesheet.ts';

/** Payloads and shapes of the payroll, standalone-correction, role and admin calls (seed 001 §3, §7). */

const version = z.optional(z.int().check(z.nonnegative()));

/** Query of GET /payroll-periods: the month picker sends the month's first and last day (PAYROLL-02). */
export const payrollPeriodQuerySchema = z.object({
  calculateStats: z.optional(z.enum(['true', 'false'])),
  /** Periods that end on or after this date. */
  startDate: z.optional(z.iso.date()),
  /** Periods that start on or before this date. */
  endDate: z.optional(z.iso.date()),
  state: z.optional(z.enum(PAYROLL_PERIOD_STATES)),
  ...pageQueryShape,
});
export type PayrollPeriodQuery = z.infer<typeof payrollPeriodQuerySchema>;

const count = z.optional(z.int());

/** A payroll period (PAYROLL-04); the counts are present with calculateStats=true (and on GET /payroll-periods/{id}). */
export const payrollPeriodViewSchema = z.object({
  payrollPeriodId: z.int(),
  startDate: z.string(),
  endDate: z.string(),
  payrollPeriodState: z.enum(PAYROLL_PERIOD_STATES),
  rosterGeneratedTime: z.nullable(z.string()),
  version: z.int(),
  numUnapprovedTimesheets: count,
  numRejectedTimesheets: count,
  numNoPayEmployees: count,
  numApprovedEmployees: count,
  numCorrections: count,
});
export type PayrollPeriodView = z.infer<typeof payrollPeriodViewSchema>;

/** A contractor of a payroll period (contract labor rows find theirs by name, seed 000 §3). */
export const payrollPeriodContractorSchema = z.object({
  payrollPeriodContractorId: z.nullable(z.int()),
  contractorName: z.string(),
  contractorCompanyName: z.string(),
  contractorClass: z.string(),
});
export type PayrollPeriodContractor = z.infer<typeof payrollPeriodContractorSchema>;

/** A no-pay roster row (NOPAY-05). */
export const payrollRosterRowSchema = z.object({
  payrollPeriodEmployeeId: z.int(),
  hours: z.number(),
  travelHours: z.number(),
  noPayStatus: z.nullable(z.enum(NO_PAY_STATUSES)),
  noPayNotes: z.nullable(z.string()),
  employeeAccumaticaId: z.string(),
  employeeStatus: z.string(),
  employeeFirstName: z.string(),
  employeeLastName: z.string(),
  employeeId: z.int(),
  employeePrimaryJobClass: z.nullable(z.string()),
  employeeStateCode: z.string(),
  employeeClass: z.string(),
});
export type PayrollRosterRow = z.infer<typeof payrollRosterRowSchema>;

const emptyAsNull = (value: unknown): unknown => (value === '' || value === undefined ? null : value);

/** One edited roster row of PUT …/roster/no-pay: only the status and notes change; the rest is ignored. */
export const payrollRosterEditSchema = z.object({
  payrollPeriodEmployeeId: positiveId,
  noPayStatus: z.pipe(z.transform(emptyAsNull), z.nullable(z.enum(NO_PAY_STATUSES))),
  noPayNotes: z.pipe(
    z.transform(emptyAsNull),
    z.pipe(
      z.nullable(z.string().check(z.trim(), z.maxLength(1000))),
      z.transform((value: string | null) => (value ? value : null)),
    ),
  ),
});

/** Body of PUT /payroll-periods/{id}/roster/no-pay (NOPAY-15). */
export const payrollRosterUpdateSchema = z.object({
  payrollRosters: z.array(payrollRosterEditSchema).check(z.maxLength(10000)),
  version,
});
export type PayrollRosterUpdate = z.infer<typeof payrollRosterUpdateSchema>;

/** A timesheet of a payroll period still waiting for approval: neither approved nor rejected (the export's U-33 count). */
export const unapprovedTimesheetSchema = z.object({
  timesheetId: z.int(),
  projectId: z.int(),
  projectNumber: z.string(),
  date: z.string(),
  state: z.enum(TIMESHEET_STATES),
  /** The foreman who created it (first and last name). */
  foremanName: z.string(),
});
export type UnapprovedTimesheet = z.infer<typeof unapprovedTimesheetSchema>;

/** An employee of the period's no-pay roster with no approved hours and no no-pay reason. */
export const employeeWithoutHoursOrReasonSchema = z.object({
  employeeId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type EmployeeWithoutHoursOrReason = z.infer<typeof employeeWithoutHoursOrReasonSchema>;

/**
 * GET /payroll-periods/{id}/completeness: what is not ready before Close or Complete. The counts are exact; each
 * list holds at most the first 50 (timesheets by date, employees by name), the rest is on the boards and the roster.
 */
export const payrollPeriodCompletenessSchema = z.object({
  payrollPeriodId: z.int(),
  endDate: z.string(),
  payrollPeriodState: z.enum(PAYROLL_PERIOD_STATES),
  /** Nothing unapproved and nobody without hours or reason. */
  ready: z.boolean(),
  unapprovedCount: z.int(),
  unapprovedTimesheets: z.array(unapprovedTimesheetSchema),
  /** Rejected timesheets: not paid and not blocking, as in the export (U-33). */
  rejectedCount: z.int(),
  employeesWithoutHoursOrReasonCount: z.int(),
  employeesWithoutHoursOrReason: z.array(employeeWithoutHoursOrReasonSchema),
});
export type PayrollPeriodCompleteness = z.infer<typeof payrollPeriodCompletenessSchema>;

/** Certified payroll covers one week, Monday to Sunday (CONST-15), named by its last day as on form WH-347. */
export const CERTIFIED_PAYROLL_MSG = {
  weekEndingEmpty: 'Choose the week ending date',
  weekEndingNotSunday: 'The week ending date must be a Sunday (weeks run Monday to Sunday)',
  projectEmpty: 'Choose a prevailing wage project',
} as const;

/** Why a week ending date is refused, or null: a yyyy-MM-dd calendar date that is a Sunday. */
export const weekEndingError = (value: string): string | null => {
  if (!value.trim()) return CERTIFIED_PAYROLL_MSG.weekEndingEmpty;
  const date = parseApiDate(value.trim());
  return date && isSunday(date) ? null : CERTIFIED_PAYROLL_MSG.weekEndingNotSunday;
};

/** Query of GET /projects/{id}/certified-payroll. */
export const certifiedPayrollQuerySchema = z.object({
  weekEnding: z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value : '')),
    z.string().check(
      z.superRefine((value: string, context) => {
        const message = weekEndingError(value);
        if (message) context.addIssue({ code: 'custom', message, input: value });
      }),
    ),
  ),
});
export type CertifiedPayrollQuery = z.infer<typeof certifiedPayrollQuerySchema>;

/** One line of the WH-347 hours block: a worker in one classification, hours Monday…Sunday. */
export const certifiedPayrollWorkerSchema = z.object({
  employeeId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  accumaticaId: z.string(),
  /** Job class: the record's override, else the project roster's, else the employee's primary job class. */
  jobClass: z.nullable(z.string()),
  /** Seven numbers, Monday first: approved work hours plus Update Work Hours corrections of that day. */
  dailyHours: z.array(z.number()),
  /** Of totalHours, how many came from corrections. */
  correctionHours: z.number(),
  totalHours: z.number(),
});
export type CertifiedPayrollWorker = z.infer<typeof certifiedPayrollWorkerSchema>;

/** GET /projects/{id}/certified-payroll?weekEnding=yyyy-MM-dd: the hours block of form WH-347 for one week. */
export const certifiedPayrollSchema = z.object({
  companyName: z.string(),
  projectId: z.int(),
  projectNumber: z.string(),
  projectDescription: z.string(),
  customerName: z.string(),
  address: z.string(),
  city: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  weekStarting: z.string(),
  weekEnding: z.string(),
  /** The seven dates, Monday to Sunday (yyyy-MM-dd). */
  days: z.array(z.string()),
  /** The payroll period of the week; null when none exists (then there are no hours either). */
  payrollPeriodId: z.nullable(z.int()),
  payrollPeriodState: z.nullable(z.enum(PAYROLL_PERIOD_STATES)),
  /** By last name, first name, then job class. */
  workers: z.array(certifiedPayrollWorkerSchema),
  dailyTotals: z.array(z.number()),
  totalHours: z.number(),
  /** The project's timesheets of the week that still wait for approval: their hours are not included. */
  unapprovedTimesheets: z.array(unapprovedTimesheetSchema),
});
export type CertifiedPayroll = z.infer<typeof certifiedPayrollSchema>;

/** Query of GET /project-corrections (CORRECTIONS-03, U-12). Dates filter the correction date, inclusive. */
export const projectCorrectionQuerySchema = z.object({
  payrollPeriodId: z.optional(positiveId),
  projectId: z.optional(positiveId),
  employeeId: z.optional(positiveId),
  startDate: z.optional(z.iso.date()),
  endDate: z.optional(z.iso.date()),
  ...pageQueryShape,
});
export type ProjectCorrectionQuery = z.infer<typeof projectCorrectionQuerySchema>;

/**
 * Body of POST and PUT /project-corrections. The date and value rules need the period and the type, so the service
 * applies standaloneCorrectionDateError and correctionValueError after this shape check. A duplicate (CORRECTIONS-04)
 * may carry its old id and names: they are ignored.
 */
export const projectCorrectionInputSchema = z.object({
  payrollPeriodId: positiveId,
  projectId: positiveId,
  employeeId: positiveId,
  correctionDate: z.pipe(z.transform(emptyAsNull), z.nullable(z.iso.date())),
  correctionType: z.pipe(z.transform(emptyAsNull), z.nullable(z.enum(CORRECTION_TYPES))),
  newValue: z.pipe(
    z.transform((value: unknown) => (value === null || value === undefined ? '' : String(value))),
    z.string().check(z.trim(), z.maxLength(100)),
  ),
  comments: z.pipe(
    z.transform(emptyAsNull),
    z.pipe(
      z.nullable(z.string().check(z.trim(), z.maxLength(2000))),
      z.transform((value: string | null) => (value ? value : null)),
    ),
  ),
  version,
});
export type ProjectCorrectionInput = z.infer<typeof projectCorrectionInputSchema>;

/** A standalone project correction (CORRECTIONS-10) plus its version. */
export const projectCorrectionViewSchema = z.object({
  projectCorrectionId: z.int(),
  payrollPeriodId: z.int(),
  projectId: z.int(),
  projectNumber: z.string(),
  employeeId: z.int(),
  employeeFirstName: z.string(),
  employeeLastName: z.string(),
  correctionDate: z.string(),
  correctedDate: z.string(),
  correctedDayOfWeek: z.string(),
  correctionType: z.enum(CORRECTION_TYPES),
  newValue: z.string(),
  comments: z.nullable(z.string()),
  version: z.int(),
});
export type ProjectCorrectionView = z.infer<typeof projectCorrectionViewSchema>;

/** GET /permissions: every permission name of the seeds (CONST-19). */
export const permissionListSchema = z.array(z.enum(PERMISSIONS));

/** A role (ROLES-12) plus its version. */
export const roleViewSchema = z.object({
  roleId: z.int(),
  name: z.string(),
  homePage: z.nullable(z.string()),
  permissions: z.array(z.string()),
  version: z.int(),
});
export type RoleView = z.infer<typeof roleViewSchema>;

/** The three reminders of /admin (ADMIN-03…05). */
export const REMINDER_KINDS = ['FOREMAN', 'GENERAL', 'FINAL'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Response of PUT /admin/send-*-timesheet-reminder: how many e-mails were sent (or queued), and how many people were
 * left out because this reminder already reached them in the last REMINDER_REPEAT_MINUTES.
 */
/**
 * A reminder send: e-mails sent (or queued in the outbox without a mail server), deliveries the mail server refused
 * (kept in the outbox with the reason), and people left out as reminded a moment ago. `failed` is 0 from an api
 * older than it.
 */
export const reminderResultSchema = z.object({
  sent: z.int(),
  failed: z._default(z.int(), 0),
  alreadyReminded: z.int(),
});
export type ReminderResult = z.infer<typeof reminderResultSchema>;

/** A reminder reaches a person at most once in this many minutes (two admins, or a second press, send it once). */
export const REMINDER_REPEAT_MINUTES = 10;

/**
 * GET /admin/reminders/{kind}/recipients: how many people the reminder would go to now (shown before sending), and
 * how many it leaves out as already reminded in the last REMINDER_REPEAT_MINUTES.
 */
export const reminderRecipientsSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  recipients: z.int(),
  alreadyReminded: z.int(),
});
export type ReminderRecipients = z.infer<typeof reminderRecipientsSchema>;

/**
 * Why a reminder that is neither sent nor failed waits: the api has no mail server (SMTP_URL unset, it waits for a
 * later sender), or it has one and this e-mail has not gone out yet (being sent). One whose send was cut off is
 * listed as failed once REMINDER_REPEAT_MINUTES have passed (api/docs/payroll.md).
 */
export const REMINDER_WAITING = ['NO_MAIL_SERVER', 'NOT_SENT_YET'] as const;
export type ReminderWaiting = (typeof REMINDER_WAITING)[number];

/** One reminder of GET /admin/reminders/outbox: sent (sentAt), failed (failure, kept to send again) or waiting. */
export const reminderOutboxEntrySchema = z.object({
  reminderId: z.int(),
  reminderType: z.enum(REMINDER_KINDS),
  recipientEmail: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  failure: z.nullable(z.string()),
  /** Set only while the reminder waits; absent from an api older than it. */
  waiting: z.optional(z.nullable(z.enum(REMINDER_WAITING))),
});
export type ReminderOutboxEntry = z.infer<typeof reminderOutboxEntrySchema>;
export const reminderOutboxSchema = z.array(reminderOutboxEntrySchema);
