import {
  FUTURE_TIMESHEET_DATE_TEXT,
  newTimesheetDateIssue,
  parseApiDate,
  weekOf,
  type TimesheetForm,
} from 'shared-kit/domain';
import { hasAny, type CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { insertAuditEvent } from '../db/repositories/audit.ts';
import { findProjectForTimesheet } from '../db/repositories/projects.ts';
import { listContractLaborRecords, listCrewRecords } from '../db/repositories/timesheet-records.ts';
import {
  deleteTimesheet,
  ensurePayrollPeriod,
  findPayrollPeriodFor,
  findTimesheetHeader,
  findTimesheetId,
  insertTimesheet,
  updateTimesheetFields,
  type PayrollPeriodRow,
  type TimesheetFields,
  type TimesheetHeaderRow,
} from '../db/repositories/timesheets.ts';
import { fieldUpdates } from './audit.ts';
import { UNCHANGED, withClaimedTimesheet } from './claimed-timesheet.ts';
import { conflict, fieldError, lockedPeriod } from './errors.ts';
import { cleanImage, cleanText } from './text.ts';
import {
  LOCKED_PERIOD_TEXT,
  requireTimesheetAction,
  sourceStatesOf,
  standingOf,
  stateLabel,
  withArticle,
  wrongStateText,
} from './timesheet-actions.ts';
import { loadTimesheetDetail, type TimesheetDetail } from './timesheet-detail.ts';
import { writeRows } from './timesheet-rows.ts';

export const CLOSED_PERIOD_TEXT =
  'This payroll period is closed; payroll must re-open it before timesheets can be added to it';
export const DUPLICATE_TEXT = 'A timesheet for this project and date already exists';
export const FUTURE_DATE_TEXT = FUTURE_TIMESHEET_DATE_TEXT;

/** The timesheet's own fields, in the order the audit names them. */
const TIMESHEET_FIELDS = [
  'approverNotes',
  'outOfScopeHoursDescription',
  'dailyJournal',
  'foremanSignature',
  'foremanSignerName',
  'customerSignature',
  'customerSignerName',
] as const satisfies readonly (keyof TimesheetFields)[];

const fieldsOf = (form: TimesheetForm, approverNotes: string | null): TimesheetFields => ({
  approverNotes,
  outOfScopeHoursDescription: cleanText(form.outOfScopeHoursDescription),
  dailyJournal: cleanText(form.dailyJournal),
  foremanSignature: cleanImage(form.foremanSignature),
  foremanSignerName: cleanText(form.foremanSignerName),
  customerSignature: cleanImage(form.customerSignature),
  customerSignerName: cleanText(form.customerSignerName),
});

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

/** The payroll period of a new timesheet's date, opened for its week when none exists yet; 409 unless it is OPEN. */
const openPeriodFor = async (trx: Db, date: string): Promise<PayrollPeriodRow> => {
  let period = await findPayrollPeriodFor(trx, date);
  if (!period) {
    const week = weekOf(parseApiDate(date) as Date);
    await ensurePayrollPeriod(trx, { startDate: week.startOfWeek, endDate: week.endOfWeek });
    period = await findPayrollPeriodFor(trx, date);
  }
  if (!period) throw conflict('There is no payroll period for this date');
  if (period.state === 'COMPLETED') throw lockedPeriod(LOCKED_PERIOD_TEXT);
  if (period.state === 'CLOSED') throw lockedPeriod(CLOSED_PERIOD_TEXT);
  return period;
};

/** POST /timesheets: a new OPEN timesheet (TS-DETAIL-29, U-04, U-30). */
export const createTimesheet = async (
  db: Db,
  user: CurrentUser,
  form: TimesheetForm,
): Promise<TimesheetDetail> => {
  const dateIssue = newTimesheetDateIssue(form.date, new Date());
  if (dateIssue === 'invalid') throw fieldError(['date'], 'Invalid date');
  if (dateIssue === 'future') throw fieldError(['date'], FUTURE_DATE_TEXT);
  let timesheetId: number;
  try {
    timesheetId = await inTransaction(db, async (trx) => {
      const project = await findProjectForTimesheet(trx, form.projectId);
      if (!project) throw fieldError(['projectId'], 'Project not found');
      const period = await openPeriodFor(trx, form.date);
      const key = { projectId: project.projectId, date: form.date, creatorEmployeeId: user.employeeId };
      if (await findTimesheetId(trx, key)) throw conflict(DUPLICATE_TEXT);
      const approverNotes = hasAny(user, ['Timesheets_Review']) ? cleanText(form.approverNotes) : null;
      const id = await insertTimesheet(trx, {
        ...key,
        payrollPeriodId: period.payrollPeriodId,
        ...fieldsOf(form, approverNotes),
      });
      const target = {
        timesheetId: id,
        projectId: project.projectId,
        perDiemTableType: project.perDiemTableType,
        payrollPeriodId: period.payrollPeriodId,
      };
      const entries = await writeRows(trx, target, form, { crew: [], labor: [] });
      await insertAuditEvent(trx, {
        timesheetId: id,
        action: 'Create',
        employeeId: user.employeeId,
        fromState: null,
        toState: 'OPEN',
        entries,
      });
      return id;
    });
  } catch (error) {
    // Two saves of the same new timesheet at once: the unique constraint decides, with the same message.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_TEXT);
    throw error;
  }
  return loadTimesheetDetail(db, (await findTimesheetHeader(db, timesheetId)) as TimesheetHeaderRow);
};

/**
 * PUT /timesheets/{id}/update/{section} (TS-DETAIL-30, U-31): saves the whole form, whichever section the portal
 * names; a form that changes nothing writes nothing and answers the timesheet as it is. See docs/timesheets.md.
 */
export const updateTimesheet = async (
  db: Db,
  user: CurrentUser,
  timesheetId: number,
  version: number,
  form: TimesheetForm,
): Promise<TimesheetDetail> => {
  const detail = await withClaimedTimesheet(db, user, timesheetId, version, async (trx, header) => {
    // Editable states and their update permissions: shared-kit's canEditTimesheet (TS-DETAIL-46…50).
    const aState = withArticle(stateLabel(header.state));
    requireTimesheetAction(user, 'save', standingOf(header), {
      state:
        `${aState} timesheet cannot be changed`.replace(/^./, (c) => c.toUpperCase()) +
        (header.state === 'REJECTED' ? '; reopen it first' : ''),
      permission: `You don't have permission to change ${aState} timesheet`,
    });
    const [crew, labor] = await Promise.all([
      listCrewRecords(trx, timesheetId, header.projectId),
      listContractLaborRecords(trx, timesheetId),
    ]);
    const before: TimesheetFields = header;
    // Approver notes belong to reviewers (TS-DETAIL-16): anyone else's save, or a body without them, keeps them.
    const approverNotes =
      hasAny(user, ['Timesheets_Review']) && form.approverNotes !== undefined
        ? cleanText(form.approverNotes)
        : header.approverNotes;
    const after = fieldsOf(form, approverNotes);
    const target = {
      timesheetId,
      projectId: header.projectId,
      perDiemTableType: header.projectPerDiemTableType,
      payrollPeriodId: header.payrollPeriodId,
    };
    const entries = [
      ...fieldUpdates('timesheet', before, after, TIMESHEET_FIELDS),
      ...(await writeRows(trx, target, form, { crew, labor })),
    ];
    // Nothing the audit would name changed: no Update entry and no new version (docs/timesheets.md).
    if (entries.length === 0) return UNCHANGED;
    await updateTimesheetFields(trx, timesheetId, after);
    await insertAuditEvent(trx, {
      timesheetId,
      action: 'Update',
      employeeId: user.employeeId,
      fromState: null,
      toState: null,
      entries,
    });
    return undefined;
  });
  return detail as TimesheetDetail;
};

/** DELETE /timesheets/{id}: OPEN only; the audit history stays (no foreign key). */
export const deleteTimesheetById = async (
  db: Db,
  user: CurrentUser,
  timesheetId: number,
  version: number,
): Promise<void> => {
  await withClaimedTimesheet(
    db,
    user,
    timesheetId,
    version,
    async (trx, header) => {
      requireTimesheetAction(user, 'delete', standingOf(header), {
        state: wrongStateText({ from: sourceStatesOf('delete'), verb: 'deleted' }, header.state),
      });
      await deleteTimesheet(trx, timesheetId);
      await insertAuditEvent(trx, {
        timesheetId,
        action: 'Delete',
        employeeId: user.employeeId,
        fromState: 'OPEN',
        toState: null,
        entries: [],
      });
    },
    { deletes: true },
  );
};
