import * as z from 'zod/mini';
import { parseApiDate, toApiDate } from './dates.ts';
import { DEFAULT_CONTRACTOR_CLASS, PER_DIEM_TYPES } from './enums.ts';
import { MSG } from './messages.ts';
import { travelHours } from './timesheet-rules.ts';

/** Empty numeric fields become 0 (TS-CALC-13); text from inputs is read as a number. */
const hours = z.pipe(
  z.transform((value: unknown) =>
    value === '' || value === null || value === undefined
      ? 0
      : typeof value === 'string'
        ? Number(value)
        : value,
  ),
  z.number({ error: MSG.notANumber }).check(z.refine(Number.isFinite, MSG.notANumber)),
);
/** Journal texts are trimmed on save (TS-CALC-14). */
const text = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : value == null ? '' : value)),
  z.string(),
);
const optionalText = z.optional(
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : null)),
    z.nullable(z.string()),
  ),
);
const recordId = z.nullish(z.int().check(z.positive()));

export const crewRecordSchema = z.object({
  timesheetRecordId: recordId,
  employeeId: z.pipe(
    z.transform((value: unknown) =>
      value === '' || value === null || value === undefined ? null : Number(value),
    ),
    z.nullable(z.int().check(z.positive())),
  ),
  jobClassOverride: optionalText,
  workHours: hours,
  outOfScopeHours: hours,
  driveMiles: hours,
  flyMiles: hours,
  originAndDestination: optionalText,
  perDiemType: z._default(z.enum(PER_DIEM_TYPES), 'NONE'),
  truckAllowance: z._default(z.boolean(), false),
  isFromProject: z._default(z.boolean(), false),
});
export type CrewRecordInput = z.input<typeof crewRecordSchema>;
export type CrewRecord = z.output<typeof crewRecordSchema>;

export const contractLaborRecordSchema = z.object({
  timesheetRecordId: recordId,
  contractor: text,
  contractorCompanyName: text,
  contractorClass: z._default(z.string().check(z.minLength(1)), DEFAULT_CONTRACTOR_CLASS),
  workHours: hours,
  outOfScopeHours: hours,
});
export type ContractLaborRecord = z.output<typeof contractLaborRecordSchema>;

/** The timesheet form values (POST /timesheets, PUT /timesheets/{id}/update/{section}). */
export const timesheetFormSchema = z.object({
  projectId: z.pipe(z.coerce.number(), z.int().check(z.positive())),
  date: z.iso.date(),
  approverNotes: optionalText,
  outOfScopeHoursDescription: text,
  dailyJournal: text,
  foremanSignature: z.nullish(z.string()),
  foremanSignerName: text,
  customerSignature: z.nullish(z.string()),
  customerSignerName: optionalText,
  timesheetRecords: z.array(crewRecordSchema),
  contractLaborRecords: z._default(z.array(contractLaborRecordSchema), []),
  version: z.optional(z.int().check(z.nonnegative())),
});
export type TimesheetFormInput = z.input<typeof timesheetFormSchema>;
export type TimesheetForm = z.output<typeof timesheetFormSchema>;

export type TimesheetCheck = 'save' | 'submit' | 'reject';

export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/**
 * The rules of seed 000 §5 by action (U-32): Save checks types and signs (negatives, out-of-scope above work hours);
 * Submit checks every rule; Reject checks what Save does plus the approver notes. Returns issues with paths into the form.
 */
export const timesheetIssues = (form: TimesheetForm, check: TimesheetCheck): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  // Submit checks completeness; Save and Reject check types and signs, and Reject also needs notes (U-32).
  const full = check === 'submit';

  if (full && form.timesheetRecords.length === 0) add(['timesheetRecords'], MSG.atLeastOneEmployee);
  form.timesheetRecords.forEach((record, index) => {
    const at = (field: string) => ['timesheetRecords', index, field];
    if (full && !record.employeeId) add(at('employeeId'), MSG.employeeEmpty);
    if (record.workHours < 0) add(at('workHours'), MSG.workHoursNegative);
    if (record.driveMiles < 0) add(at('driveMiles'), MSG.driveNegative);
    if (record.flyMiles < 0) add(at('flyMiles'), MSG.flyNegative);
    if (record.outOfScopeHours < 0) add(at('outOfScopeHours'), MSG.oosNegative);
    else if (record.outOfScopeHours > record.workHours) add(at('outOfScopeHours'), MSG.oosAboveWork);
    if (full) {
      const nothingClaimed =
        record.workHours === 0 &&
        record.driveMiles === 0 &&
        record.flyMiles === 0 &&
        record.perDiemType === 'NONE';
      if (nothingClaimed) {
        add(at('workHours'), MSG.workHoursZero);
        add(at('driveMiles'), MSG.driveZero);
        add(at('flyMiles'), MSG.flyZero);
      }
      if (travelHours(record.driveMiles, record.flyMiles) > 0 && blank(record.originAndDestination)) {
        add(at('originAndDestination'), MSG.originRequired);
      }
    }
  });

  form.contractLaborRecords.forEach((record, index) => {
    const at = (field: string) => ['contractLaborRecords', index, field];
    if (full && blank(record.contractor)) add(at('contractor'), MSG.contractorNameBlank);
    if (full && blank(record.contractorCompanyName))
      add(at('contractorCompanyName'), MSG.contractorCompanyBlank);
    if (record.workHours < 0) add(at('workHours'), MSG.contractorHoursNumbers);
    else if (full && record.workHours < 0.01) add(at('workHours'), MSG.contractorSomeHours);
    if (record.outOfScopeHours < 0) add(at('outOfScopeHours'), MSG.oosNegative);
    else if (record.outOfScopeHours > record.workHours) add(at('outOfScopeHours'), MSG.oosAboveWork);
  });

  if (full) {
    const anyOutOfScope = [...form.timesheetRecords, ...form.contractLaborRecords].some(
      (record) => record.outOfScopeHours > 0,
    );
    if (anyOutOfScope && blank(form.outOfScopeHoursDescription))
      add(['outOfScopeHoursDescription'], MSG.oosJournalRequired);
    if (blank(form.dailyJournal)) add(['dailyJournal'], MSG.dailyJournalRequired);
    if (blank(form.foremanSignerName)) add(['foremanSignerName'], MSG.supervisorNameRequired);
    if (blank(form.foremanSignature) || blank(form.foremanSignerName))
      add(['foremanSignature'], MSG.signatureRequired);
  }
  if (check === 'reject' && blank(form.approverNotes)) add(['approverNotes'], MSG.approverNotesRequired);
  return issues;
};

/** A zod schema for one action, so forms (zod resolver) and the api (400 body) report the same messages. */
export const timesheetSchemaFor = (check: TimesheetCheck) =>
  timesheetFormSchema.check(
    z.superRefine((form, context) => {
      for (const issue of timesheetIssues(form, check)) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: form });
      }
    }),
  );

/** U-30: a timesheet is for a past or current day; the api refuses a later one with this text. */
export const FUTURE_TIMESHEET_DATE_TEXT = 'A timesheet cannot be created for a future date';

/**
 * Whether a new timesheet may be started for `date` (yyyy-MM-dd) on `today`: 'invalid' when it is not a calendar
 * date, 'future' after today (U-30), null when it may.
 */
export const newTimesheetDateIssue = (date: string, today: Date): 'invalid' | 'future' | null => {
  if (parseApiDate(date) === null) return 'invalid';
  return date > toApiDate(today) ? 'future' : null;
};
