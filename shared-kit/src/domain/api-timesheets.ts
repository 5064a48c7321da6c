import { differenceInCalendarDays, parseISO } from 'date-fns';
import * as z from 'zod/mini';
import { pageQueryShape } from './paging.ts';
import { CORRECTION_TYPES, PER_DIEM_TYPES } from './enums.ts';
import { PAYROLL_PERIOD_STATES, TIMESHEET_STATES } from './states.ts';
import { hydratedTimesheetSummarySchema, positiveId, timesheetSummarySchema } from './timesheet.ts';

/**
 * What the timesheet api checks and answers beyond the summaries: the list's and the exists check's queries, the
 * payloads of the write side (transitions, corrections) that the form schemas do not cover, and the timesheet as
 * GET /timesheets/{id} answers it. In the browser a part of 'shared-kit/timesheet-form' (the timesheet screens; other
 * screens read only its types), not of the root: no home's first render checks a query, reads a timesheet's detail
 * or writes one.
 */

/** Query parameters of GET /timesheets (API-05); dates yyyy-MM-dd. */
export const timesheetQuerySchema = z.object({
  startDate: z.optional(z.iso.date()),
  endDate: z.optional(z.iso.date()),
  creatorEmployeeId: z.optional(positiveId),
  projectManagerEmployeeId: z.optional(positiveId),
  projectId: z.optional(positiveId),
  state: z.optional(z.enum(TIMESHEET_STATES)),
  prevailingWage: z.optional(z.enum(['true', 'false'])),
  hydrate: z.optional(z.enum(['true', 'false'])),
  calcTotalHours: z.optional(z.enum(['true', 'false'])),
  ...pageQueryShape,
});
export type TimesheetQuery = z.infer<typeof timesheetQuerySchema>;

/** GET /timesheets: summaries, hydrated when asked (hydrate=true). */
export const timesheetListSchema = z.array(z.union([hydratedTimesheetSummarySchema, timesheetSummarySchema]));

/** The longest date range GET /timesheets/exists answers for: a calendar page (six weeks) with room to spare. */
export const TIMESHEET_EXISTS_MAX_DAYS = 62;

export const TIMESHEET_EXISTS_MSG = {
  dateOrRange: 'Give either date or both startDate and endDate',
  range: `endDate must be on or after startDate and at most ${TIMESHEET_EXISTS_MAX_DAYS} days later`,
} as const;

const daysFrom = (startDate: string, endDate: string): number =>
  differenceInCalendarDays(parseISO(endDate), parseISO(startDate));

/**
 * Query of GET /timesheets/exists (TS-LIST-17, U-06): one project and either one day (`date`, the create dialog's
 * 'Caution') or a range of days (`startDate`..`endDate`, the days its calendar marks).
 */
export const timesheetExistsQuerySchema = z
  .object({
    projectId: positiveId,
    date: z.optional(z.iso.date()),
    startDate: z.optional(z.iso.date()),
    endDate: z.optional(z.iso.date()),
  })
  .check(
    z.superRefine((query, context) => {
      const range = query.startDate !== undefined || query.endDate !== undefined;
      if (query.date !== undefined ? range : query.startDate === undefined || query.endDate === undefined) {
        context.addIssue({
          code: 'custom',
          message: TIMESHEET_EXISTS_MSG.dateOrRange,
          path: ['date'],
          input: query,
        });
        return;
      }
      if (query.startDate !== undefined && query.endDate !== undefined) {
        const days = daysFrom(query.startDate, query.endDate);
        if (days < 0 || days > TIMESHEET_EXISTS_MAX_DAYS) {
          context.addIssue({
            code: 'custom',
            message: TIMESHEET_EXISTS_MSG.range,
            path: ['endDate'],
            input: query,
          });
        }
      }
    }),
  );
export type TimesheetExistsQuery = z.infer<typeof timesheetExistsQuerySchema>;

/** Path segment of PUT /timesheets/{id}/update/{section} (U-31). */
export const TIMESHEET_SECTIONS = [
  'crew-timecard',
  'contract-labor',
  'out-of-scope-hours',
  'daily-journal',
  'on-site-signature',
  'approver-notes',
] as const;
export type TimesheetSection = (typeof TIMESHEET_SECTIONS)[number];

/** Body of PUT /timesheets/{id}/{transition}: the version read, and for reject the approver notes. */
export const timesheetTransitionBodySchema = z.object({
  version: z.optional(z.int().check(z.nonnegative())),
  approverNotes: z.optional(z.nullable(z.string())),
});
export type TimesheetTransitionBody = z.infer<typeof timesheetTransitionBodySchema>;

const idField = z.nullish(z.pipe(z.coerce.number(), z.int().check(z.positive())));
/** A correction's value as the form sends it: a number, a string ('12.5', 'Local', 'Y') or a boolean (truck). */
const valueField = z.nullish(z.union([z.number(), z.string(), z.boolean()]));

/** One item of PUT /timesheets/{id}/corrections (TS-CORR-13): only the value field of its type is read. */
export const timesheetCorrectionInputSchema = z.object({
  timesheetCorrectionId: idField,
  employeeId: z.pipe(z.coerce.number(), z.int().check(z.positive())),
  correctionType: z.enum(CORRECTION_TYPES),
  correctionDriveMiles: valueField,
  correctionFlyMiles: valueField,
  correctionWorkHours: valueField,
  correctionPerDiemType: valueField,
  correctionTruckAllowance: valueField,
  comments: z.nullish(z.string()),
  correctedDate: z.nullish(z.iso.date()),
});
export type TimesheetCorrectionInput = z.infer<typeof timesheetCorrectionInputSchema>;

/** Body of PUT /timesheets/{id}/corrections: the full list (items left out are deleted) and the timesheet version. */
export const timesheetCorrectionsBodySchema = z.object({
  timesheetId: z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))),
  corrections: z.array(timesheetCorrectionInputSchema),
  version: z.optional(z.int().check(z.nonnegative())),
});
export type TimesheetCorrectionsBody = z.infer<typeof timesheetCorrectionsBodySchema>;

const queryId = z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive())));

/** Query of GET /timesheet-corrections (API-18); dates filter on correctedDate, inclusive. */
export const timesheetCorrectionQuerySchema = z.object({
  timesheetId: queryId,
  payrollPeriodId: queryId,
  projectId: queryId,
  employeeId: queryId,
  startDate: z.optional(z.iso.date()),
  endDate: z.optional(z.iso.date()),
  ...pageQueryShape,
});
export type TimesheetCorrectionQuery = z.infer<typeof timesheetCorrectionQuerySchema>;

/** A timesheet correction as the api returns it (TS-CORR-02). */
export const timesheetCorrectionViewSchema = z.object({
  timesheetCorrectionId: z.int(),
  employeeId: z.int(),
  employeeFirstName: z.string(),
  employeeLastName: z.string(),
  correctionType: z.enum(CORRECTION_TYPES),
  correctionDriveMiles: z.nullable(z.number()),
  correctionFlyMiles: z.nullable(z.number()),
  correctionWorkHours: z.nullable(z.number()),
  correctionPerDiemType: z.nullable(z.string()),
  correctionTruckAllowance: z.nullable(z.boolean()),
  comments: z.nullable(z.string()),
  timesheetId: z.int(),
  timesheetDate: z.string(),
  projectId: z.int(),
  projectNumber: z.string(),
  projectStatus: z.string(),
  projectStateCode: z.string(),
  correctedDate: z.string(),
  correctedDayOfWeek: z.string(),
  payrollPeriodId: z.int(),
  version: z.int(),
});
export type TimesheetCorrectionView = z.infer<typeof timesheetCorrectionViewSchema>;

/** One entry of an audit event's full log (AUDIT-08). */
export const auditLogEntryViewSchema = z.object({
  action: z.enum(['add', 'delete', 'update']),
  parent: z.string(),
  fieldName: z.nullable(z.string()),
  newValue: z.nullable(z.string()),
  oldValue: z.nullable(z.string()),
});
export type AuditLogEntryView = z.infer<typeof auditLogEntryViewSchema>;

const nullableText = z.nullable(z.string());

/** One audit event (AUDIT-07); `date` is the ISO timestamp. */
export const auditLogViewSchema = z.object({
  auditLogId: z.int(),
  action: z.string(),
  date: z.string(),
  employeeId: z.nullable(z.int()),
  employeeFirstName: nullableText,
  employeeLastName: nullableText,
  fromState: nullableText,
  toState: nullableText,
  log: z.array(auditLogEntryViewSchema),
});
export type AuditLogView = z.infer<typeof auditLogViewSchema>;

/** A crew row as GET /timesheets/{id} returns it (TS-DETAIL-02). */
export const crewRecordViewSchema = z.object({
  timesheetRecordId: z.int(),
  employee: z.object({ employeeId: z.int(), firstName: z.string(), lastName: z.string() }),
  employeeId: z.int(),
  jobClassOverride: nullableText,
  /** The job class that applies: the override, else the project roster's, else the employee's primary one. */
  jobClass: nullableText,
  workHours: z.number(),
  outOfScopeHours: z.number(),
  driveMiles: z.number(),
  flyMiles: z.number(),
  travelHours: z.number(),
  originAndDestination: nullableText,
  perDiemType: z.enum(PER_DIEM_TYPES),
  perDiemRate: z.nullable(z.number()),
  truckAllowance: z.boolean(),
  hasDriveMilesPerDiem: z.boolean(),
  hasFlyMilesPerDiem: z.boolean(),
  isFromProject: z.boolean(),
});
export type CrewRecordView = z.infer<typeof crewRecordViewSchema>;

/** A contract labor row (TS-DETAIL-03). */
export const contractLaborRecordViewSchema = z.object({
  timesheetRecordId: z.int(),
  contractor: z.string(),
  contractorCompanyName: z.string(),
  contractorClass: z.string(),
  workHours: z.number(),
  outOfScopeHours: z.number(),
});
export type ContractLaborRecordView = z.infer<typeof contractLaborRecordViewSchema>;

/** The project fields a timesheet carries. */
export const timesheetProjectViewSchema = z.object({
  projectId: z.int(),
  projectNumber: z.string(),
  description: z.string(),
  city: z.string(),
  stateCode: z.string(),
  status: z.string(),
  prevailingWage: z.boolean(),
});
export type TimesheetProjectView = z.infer<typeof timesheetProjectViewSchema>;

/**
 * GET /timesheets/{id} (seed 000 §3 Timesheet, TS-DETAIL-01…03, AUDIT-07, TS-CORR-02): the api's answer to every
 * timesheet read and write, and the screen's input.
 */
export const timesheetDetailSchema = z.object({
  timesheetId: z.int(),
  date: z.string(),
  dayOfWeek: z.string(),
  state: z.enum(TIMESHEET_STATES),
  projectId: z.int(),
  projectNumber: z.string(),
  project: timesheetProjectViewSchema,
  creatorEmployeeId: z.int(),
  creatorEmployeeFirstName: z.string(),
  creatorEmployeeLastName: z.string(),
  payrollPeriod: z.object({
    payrollPeriodId: z.int(),
    startDate: z.string(),
    endDate: z.string(),
    payrollPeriodState: z.enum(PAYROLL_PERIOD_STATES),
  }),
  approverNotes: nullableText,
  outOfScopeHoursDescription: nullableText,
  dailyJournal: nullableText,
  foremanSignature: nullableText,
  foremanSignerName: nullableText,
  customerSignature: nullableText,
  customerSignerName: nullableText,
  timesheetRecords: z.array(crewRecordViewSchema),
  contractLaborRecords: z.array(contractLaborRecordViewSchema),
  corrections: z.array(timesheetCorrectionViewSchema),
  auditLogs: z.array(auditLogViewSchema),
  version: z.int(),
});
export type TimesheetDetail = z.infer<typeof timesheetDetailSchema>;
