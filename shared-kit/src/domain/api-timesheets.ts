import * as z from 'zod/mini';
import { pageQueryShape } from './paging.ts';
import { CORRECTION_TYPES, type PerDiemType } from './enums.ts';
import type { PayrollPeriodState, TimesheetState } from './states.ts';
import { positiveId } from './timesheet.ts';

/** Payloads of the timesheet write side of the api (transitions, corrections) that the form schemas do not cover. */

/** Query of GET /timesheets/exists (TS-LIST-17, U-06): one project, one day. */
export const timesheetExistsQuerySchema = z.object({ projectId: positiveId, date: z.iso.date() });
export type TimesheetExistsQuery = z.infer<typeof timesheetExistsQuerySchema>;

/** GET /timesheets/exists: whether any timesheet, whoever created it, is for that project and day; nothing else. */
export const timesheetExistsSchema = z.object({ exists: z.boolean() });
export type TimesheetExists = z.infer<typeof timesheetExistsSchema>;

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
export interface TimesheetCorrectionView {
  timesheetCorrectionId: number;
  employeeId: number;
  employeeFirstName: string;
  employeeLastName: string;
  correctionType: (typeof CORRECTION_TYPES)[number];
  correctionDriveMiles: number | null;
  correctionFlyMiles: number | null;
  correctionWorkHours: number | null;
  correctionPerDiemType: string | null;
  correctionTruckAllowance: boolean | null;
  comments: string | null;
  timesheetId: number;
  timesheetDate: string;
  projectId: number;
  projectNumber: string;
  projectStatus: string;
  projectStateCode: string;
  correctedDate: string;
  correctedDayOfWeek: string;
  payrollPeriodId: number;
  version: number;
}

/** One entry of an audit event's full log (AUDIT-08). */
export interface AuditLogEntryView {
  action: 'add' | 'delete' | 'update';
  parent: string;
  fieldName: string | null;
  newValue: string | null;
  oldValue: string | null;
}

/** One audit event (AUDIT-07); `date` is the ISO timestamp. */
export interface AuditLogView {
  auditLogId: number;
  action: string;
  date: string;
  employeeId: number | null;
  employeeFirstName: string | null;
  employeeLastName: string | null;
  fromState: string | null;
  toState: string | null;
  log: AuditLogEntryView[];
}

/** A crew row as GET /timesheets/{id} returns it (TS-DETAIL-02). */
export interface CrewRecordView {
  timesheetRecordId: number;
  employee: { employeeId: number; firstName: string; lastName: string };
  employeeId: number;
  jobClassOverride: string | null;
  /** The job class that applies: the override, else the project roster's, else the employee's primary one. */
  jobClass: string | null;
  workHours: number;
  outOfScopeHours: number;
  driveMiles: number;
  flyMiles: number;
  travelHours: number;
  originAndDestination: string | null;
  perDiemType: PerDiemType;
  perDiemRate: number | null;
  truckAllowance: boolean;
  hasDriveMilesPerDiem: boolean;
  hasFlyMilesPerDiem: boolean;
  isFromProject: boolean;
}

/** A contract labor row (TS-DETAIL-03). */
export interface ContractLaborRecordView {
  timesheetRecordId: number;
  contractor: string;
  contractorCompanyName: string;
  contractorClass: string;
  workHours: number;
  outOfScopeHours: number;
}

/** The project fields a timesheet carries. */
export interface TimesheetProjectView {
  projectId: number;
  projectNumber: string;
  description: string;
  city: string;
  stateCode: string;
  status: string;
  prevailingWage: boolean;
}

/** GET /timesheets/{id} (seed 000 §3 Timesheet, TS-DETAIL-01…03, AUDIT-07, TS-CORR-02): the api's answer and the screen's input. */
export interface TimesheetDetail {
  timesheetId: number;
  date: string;
  dayOfWeek: string;
  state: TimesheetState;
  projectId: number;
  projectNumber: string;
  project: TimesheetProjectView;
  creatorEmployeeId: number;
  creatorEmployeeFirstName: string;
  creatorEmployeeLastName: string;
  payrollPeriod: {
    payrollPeriodId: number;
    startDate: string;
    endDate: string;
    payrollPeriodState: PayrollPeriodState;
  };
  approverNotes: string | null;
  outOfScopeHoursDescription: string | null;
  dailyJournal: string | null;
  foremanSignature: string | null;
  foremanSignerName: string | null;
  customerSignature: string | null;
  customerSignerName: string | null;
  timesheetRecords: CrewRecordView[];
  contractLaborRecords: ContractLaborRecordView[];
  corrections: TimesheetCorrectionView[];
  auditLogs: AuditLogView[];
  version: number;
}
