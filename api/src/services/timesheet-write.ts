import {
  effectivePerDiemType,
  FUTURE_TIMESHEET_DATE_TEXT,
  hasDriveMilesPerDiem,
  newTimesheetDateIssue,
  hasFlyMilesPerDiem,
  MSG,
  parseApiDate,
  sortCrewRows,
  weekOf,
  type TimesheetForm,
} from 'shared-kit/domain';
import { hasAny, type CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import { insertAuditEvent, type AuditEntryValues } from '../db/repositories/audit.ts';
import {
  deleteContractLaborRecords,
  deleteCrewRecords,
  findCrewEmployees,
  insertContractLaborRecord,
  insertCrewRecord,
  jobClassOrder,
  listContractLaborRecords,
  listCrewRecords,
  periodContractorIds,
  rosterJobClasses,
  updateContractLaborRecord,
  updateCrewRecord,
  type ContractLaborRow,
  type ContractLaborValues,
  type CrewRecordRow,
  type CrewRecordValues,
} from '../db/repositories/timesheet-records.ts';
import {
  claimTimesheetVersion,
  deleteTimesheet,
  ensurePayrollPeriod,
  findPayrollPeriodFor,
  findTimesheetHeader,
  findTimesheetId,
  insertTimesheet,
  updateTimesheetFields,
  type TimesheetFields,
  type TimesheetHeaderRow,
} from '../db/repositories/timesheets.ts';
import { conflict, fieldIssue, invalid, lockedPeriod, notFound, staleWrite, type Issue } from './errors.ts';
import { fieldUpdates } from './audit.ts';
import { projectPerDiemRates } from './per-diem.ts';
import {
  LOCKED_PERIOD_TEXT,
  requireTimesheetAction,
  sourceStatesOf,
  standingOf,
  stateLabel,
  withArticle,
  wrongStateText,
} from './timesheet-actions.ts';
import { canSee, loadTimesheetDetail, type TimesheetDetail } from './timesheet-detail.ts';
import { withoutNul } from './text.ts';

export const CLOSED_PERIOD_TEXT =
  'This payroll period is closed; payroll must re-open it before timesheets can be added to it';
export const DUPLICATE_TEXT = 'A timesheet for this project and date already exists';
export const FUTURE_DATE_TEXT = FUTURE_TIMESHEET_DATE_TEXT;
export const EMPLOYEE_FIXED_TEXT = 'An employee already on the timesheet cannot be changed';
export const INACTIVE_EMPLOYEE_TEXT = 'Only Active employees can be added to a timesheet';

const round2 = (value: number): number => Math.round(value * 100) / 100;
/** NUL cannot be stored in PostgreSQL text; nothing a person types contains it. */
const clean = (value: string | null | undefined): string | null => {
  const text = value ? withoutNul(value).trim() : '';
  return text ? text : null;
};
const cleanImage = (value: string | null | undefined): string | null => {
  const text = value ? withoutNul(value) : '';
  return text ? text : null;
};

/** A change's state of mind before it runs: what the rows were, so the audit can name what changed. */
interface Stored {
  fields: TimesheetFields;
  crew: CrewRecordRow[];
  labor: ContractLaborRow[];
}

const fieldsOf = (form: TimesheetForm, approverNotes: string | null): TimesheetFields => ({
  approverNotes,
  outOfScopeHoursDescription: clean(form.outOfScopeHoursDescription),
  dailyJournal: clean(form.dailyJournal),
  foremanSignature: cleanImage(form.foremanSignature),
  foremanSignerName: clean(form.foremanSignerName),
  customerSignature: cleanImage(form.customerSignature),
  customerSignerName: clean(form.customerSignerName),
});

const TIMESHEET_FIELDS = [
  'approverNotes',
  'outOfScopeHoursDescription',
  'dailyJournal',
  'foremanSignature',
  'foremanSignerName',
  'customerSignature',
  'customerSignerName',
] as const satisfies readonly (keyof TimesheetFields)[];

const CREW_FIELDS = [
  'employeeId',
  'jobClassOverride',
  'workHours',
  'outOfScopeHours',
  'driveMiles',
  'flyMiles',
  'originAndDestination',
  'perDiemType',
  'perDiemRate',
  'truckAllowance',
  'hasDriveMilesPerDiem',
  'hasFlyMilesPerDiem',
] as const satisfies readonly (keyof CrewRecordValues)[];

const LABOR_FIELDS = [
  'contractorName',
  'contractorCompanyName',
  'contractorClass',
  'workHours',
  'outOfScopeHours',
] as const satisfies readonly (keyof ContractLaborValues)[];

interface Target {
  timesheetId: number;
  projectId: number;
  perDiemTableType: string;
  payrollPeriodId: number;
}

/**
 * Writes the form's crew and contract labor rows over the stored ones (matched by timesheetRecordId, else by
 * employee), with per diem type, rate and flags decided here (TS-CALC-05/06, TS-VALID-13), and returns the audit
 * entries: add/delete per row, update per changed field (parent = employee name or contractor).
 */
const writeRows = async (
  trx: Db,
  target: Target,
  form: TimesheetForm,
  stored: Stored,
): Promise<AuditEntryValues[]> => {
  const issues: Issue[] = [];
  const employeeIds = form.timesheetRecords.flatMap((record) =>
    record.employeeId ? [record.employeeId] : [],
  );
  const [employees, roster, order, rateOf, contractors] = await Promise.all([
    findCrewEmployees(trx, [...new Set(employeeIds)]),
    rosterJobClasses(trx, target.projectId),
    jobClassOrder(trx),
    projectPerDiemRates(trx, target),
    periodContractorIds(trx, target.payrollPeriodId),
  ]);
  const employeeById = new Map(employees.map((employee) => [employee.employeeId, employee]));
  const storedCrewById = new Map(stored.crew.map((row) => [row.timesheetRecordId, row]));
  const storedCrewByEmployee = new Map(stored.crew.map((row) => [row.employeeId, row]));
  const seen = new Set<number>();

  const crew: { id: number | null; values: CrewRecordValues; lastName: string; jobClass: string | null }[] =
    [];
  form.timesheetRecords.forEach((record, index) => {
    const at = (field: string) => ['timesheetRecords', index, field];
    if (!record.employeeId) return issues.push(fieldIssue(at('employeeId'), MSG.employeeEmpty));
    const employee = employeeById.get(record.employeeId);
    if (!employee) return issues.push(fieldIssue(at('employeeId'), 'Employee not found'));
    if (seen.has(employee.employeeId)) {
      return issues.push(fieldIssue(at('employeeId'), 'An employee can only be on a timesheet once'));
    }
    seen.add(employee.employeeId);
    const jobClassOverride = clean(record.jobClassOverride);
    if (jobClassOverride && !order.has(jobClassOverride)) {
      return issues.push(fieldIssue(at('jobClassOverride'), 'Unknown job class'));
    }
    let id: number | null;
    if (record.timesheetRecordId) {
      if (!storedCrewById.has(record.timesheetRecordId)) {
        return issues.push(fieldIssue(at('timesheetRecordId'), 'This row is not part of this timesheet'));
      }
      id = record.timesheetRecordId;
      // An employee already on the timesheet cannot be changed (seed 000 §5): remove the row and add another.
      if (storedCrewById.get(id)?.employeeId !== employee.employeeId) {
        return issues.push(fieldIssue(at('employeeId'), EMPLOYEE_FIXED_TEXT));
      }
    } else {
      id = storedCrewByEmployee.get(employee.employeeId)?.timesheetRecordId ?? null;
    }
    // New rows take Active employees only (the seed's employee choices); rows already saved stay as they are.
    if (id === null && employee.employeeStatus !== 'Active') {
      return issues.push(fieldIssue(at('employeeId'), INACTIVE_EMPLOYEE_TEXT));
    }
    const jobClass = jobClassOverride ?? roster.get(employee.employeeId) ?? employee.primaryJobClass;
    const perDiemType = effectivePerDiemType(record.perDiemType, employee.perDiemEligible);
    const workHours = round2(record.workHours);
    const driveMiles = round2(record.driveMiles);
    const flyMiles = round2(record.flyMiles);
    crew.push({
      id,
      lastName: employee.lastName,
      jobClass,
      values: {
        employeeId: employee.employeeId,
        jobClassOverride,
        workHours,
        outOfScopeHours: round2(record.outOfScopeHours),
        driveMiles,
        flyMiles,
        originAndDestination: clean(record.originAndDestination),
        perDiemType,
        perDiemRate: perDiemType === 'NONE' || !jobClass ? null : (rateOf(jobClass, perDiemType) ?? null),
        truckAllowance: record.truckAllowance,
        hasDriveMilesPerDiem: hasDriveMilesPerDiem(driveMiles),
        hasFlyMilesPerDiem: hasFlyMilesPerDiem(flyMiles, workHours, perDiemType),
        isFromProject: id
          ? (storedCrewById.get(id)?.isFromProject ?? record.isFromProject)
          : record.isFromProject,
      },
    });
    return undefined;
  });
  // Two rows claiming the same stored row (an id and an employee match) cannot both update it.
  const claimed = new Set<number>();
  crew.forEach((row, index) => {
    if (row.id === null) return;
    if (claimed.has(row.id)) issues.push(fieldIssue(['timesheetRecords', index], 'This row appears twice'));
    claimed.add(row.id);
  });

  const storedLaborById = new Map(stored.labor.map((row) => [row.timesheetRecordId, row]));
  const labor: { id: number | null; values: ContractLaborValues }[] = [];
  form.contractLaborRecords.forEach((record, index) => {
    const at = (field: string) => ['contractLaborRecords', index, field];
    const contractorClass = clean(record.contractorClass) ?? 'FIELD_LABOR';
    if (!order.has(contractorClass))
      return issues.push(fieldIssue(at('contractorClass'), 'Unknown job class'));
    if (record.timesheetRecordId && !storedLaborById.has(record.timesheetRecordId)) {
      return issues.push(fieldIssue(at('timesheetRecordId'), 'This row is not part of this timesheet'));
    }
    const contractorName = clean(record.contractor) ?? '';
    labor.push({
      id: record.timesheetRecordId ?? null,
      values: {
        contractorName,
        contractorCompanyName: clean(record.contractorCompanyName) ?? '',
        contractorClass,
        workHours: round2(record.workHours),
        outOfScopeHours: round2(record.outOfScopeHours),
        payrollPeriodContractorId: contractors.get(contractorName.toLowerCase()) ?? null,
      },
    });
    return undefined;
  });
  if (issues.length > 0) throw invalid(issues);

  const entries: AuditEntryValues[] = [];
  const nameOf = (employeeId: number): string => {
    const employee = employeeById.get(employeeId) ?? stored.crew.find((row) => row.employeeId === employeeId);
    return employee ? `${employee.firstName} ${employee.lastName}` : String(employeeId);
  };
  const keptCrew = new Set(crew.flatMap((row) => (row.id === null ? [] : [row.id])));
  const removedCrew = stored.crew.filter((row) => !keptCrew.has(row.timesheetRecordId));
  await deleteCrewRecords(
    trx,
    removedCrew.map((row) => row.timesheetRecordId),
  );
  for (const row of removedCrew) {
    entries.push({
      action: 'delete',
      parent: 'Crew Timecard',
      fieldName: null,
      newValue: null,
      oldValue: `${row.firstName} ${row.lastName}`,
    });
  }
  // New rows go in job class order, then last name (TS-CALC-09/10).
  for (const row of sortCrewRows(crew, order)) {
    if (row.id === null) {
      await insertCrewRecord(trx, target.timesheetId, row.values);
      entries.push({
        action: 'add',
        parent: 'Crew Timecard',
        fieldName: null,
        newValue: nameOf(row.values.employeeId),
        oldValue: null,
      });
    } else {
      const before = storedCrewById.get(row.id) as CrewRecordRow;
      const changes = fieldUpdates(nameOf(row.values.employeeId), before, row.values, CREW_FIELDS);
      if (changes.length > 0) await updateCrewRecord(trx, row.id, row.values);
      entries.push(...changes);
    }
  }

  const keptLabor = new Set(labor.flatMap((row) => (row.id === null ? [] : [row.id])));
  const removedLabor = stored.labor.filter((row) => !keptLabor.has(row.timesheetRecordId));
  await deleteContractLaborRecords(
    trx,
    removedLabor.map((row) => row.timesheetRecordId),
  );
  for (const row of removedLabor) {
    entries.push({
      action: 'delete',
      parent: 'Contract Labor',
      fieldName: null,
      newValue: null,
      oldValue: row.contractor,
    });
  }
  for (const row of labor) {
    if (row.id === null) {
      await insertContractLaborRecord(trx, target.timesheetId, row.values);
      entries.push({
        action: 'add',
        parent: 'Contract Labor',
        fieldName: null,
        newValue: row.values.contractorName,
        oldValue: null,
      });
    } else {
      const before = storedLaborById.get(row.id) as ContractLaborRow;
      const beforeValues = { ...before, contractorName: before.contractor };
      const changes = fieldUpdates(
        row.values.contractorName || before.contractor,
        beforeValues,
        row.values,
        LABOR_FIELDS,
      );
      await updateContractLaborRecord(trx, row.id, row.values);
      entries.push(...changes);
    }
  }
  return entries;
};

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

/** POST /timesheets: a new OPEN timesheet (TS-DETAIL-29, U-04, U-30). */
export const createTimesheet = async (
  db: Db,
  user: CurrentUser,
  form: TimesheetForm,
): Promise<TimesheetDetail> => {
  const dateIssue = newTimesheetDateIssue(form.date, new Date());
  if (dateIssue === 'invalid') throw invalid([fieldIssue(['date'], 'Invalid date')]);
  if (dateIssue === 'future') throw invalid([fieldIssue(['date'], FUTURE_DATE_TEXT)]);
  let timesheetId: number;
  try {
    timesheetId = await db.transaction().execute(async (trx) => {
      const project = await trx
        .selectFrom('projects')
        .select(['projectId', 'perDiemTableType'])
        .where('projectId', '=', form.projectId)
        .executeTakeFirst();
      if (!project) throw invalid([fieldIssue(['projectId'], 'Project not found')]);
      let period = await findPayrollPeriodFor(trx, form.date);
      if (!period) {
        const week = weekOf(parseApiDate(form.date) as Date);
        await ensurePayrollPeriod(trx, { startDate: week.startOfWeek, endDate: week.endOfWeek });
        period = await findPayrollPeriodFor(trx, form.date);
      }
      if (!period) throw conflict('There is no payroll period for this date');
      if (period.state === 'COMPLETED') throw lockedPeriod(LOCKED_PERIOD_TEXT);
      if (period.state === 'CLOSED') throw lockedPeriod(CLOSED_PERIOD_TEXT);
      const key = { projectId: project.projectId, date: form.date, creatorEmployeeId: user.employeeId };
      if (await findTimesheetId(trx, key)) throw conflict(DUPLICATE_TEXT);
      const approverNotes = hasAny(user, ['Timesheets_Review']) ? clean(form.approverNotes) : null;
      const id = await insertTimesheet(trx, {
        ...key,
        payrollPeriodId: period.payrollPeriodId,
        ...fieldsOf(form, approverNotes),
      });
      const entries = await writeRows(
        trx,
        {
          timesheetId: id,
          projectId: project.projectId,
          perDiemTableType: project.perDiemTableType,
          payrollPeriodId: period.payrollPeriodId,
        },
        form,
        { fields: fieldsOf(form, null), crew: [], labor: [] },
      );
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
 * Runs `change` inside one transaction after claiming the version (409 when stale) and loading the header the user
 * may see (404 otherwise); returns the fresh detail after commit.
 */
export const withClaimedTimesheet = async (
  db: Db,
  user: CurrentUser,
  timesheetId: number,
  version: number,
  change: (trx: Db, header: TimesheetHeaderRow) => Promise<void>,
  options: { deletes?: boolean } = {},
): Promise<TimesheetDetail | null> => {
  await db.transaction().execute(async (trx) => {
    const claimed = await claimTimesheetVersion(trx, timesheetId, version);
    // Unseen or missing is 404 before stale is 409, so a stale write never tells that a hidden timesheet exists.
    const header = await findTimesheetHeader(trx, timesheetId);
    if (!header || !canSee(user, header)) throw notFound('timesheet');
    if (claimed === undefined) throw staleWrite('timesheet');
    await change(trx, header);
  });
  if (options.deletes) return null;
  return loadTimesheetDetail(db, (await findTimesheetHeader(db, timesheetId)) as TimesheetHeaderRow);
};

/**
 * PUT /timesheets/{id}/update/{section} (TS-DETAIL-30, U-31): saves the whole form, whichever section the portal
 * names; see docs/timesheets.md.
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
    const before: TimesheetFields = {
      approverNotes: header.approverNotes,
      outOfScopeHoursDescription: header.outOfScopeHoursDescription,
      dailyJournal: header.dailyJournal,
      foremanSignature: header.foremanSignature,
      foremanSignerName: header.foremanSignerName,
      customerSignature: header.customerSignature,
      customerSignerName: header.customerSignerName,
    };
    // Approver notes belong to reviewers (TS-DETAIL-16): anyone else's save, or a body without them, keeps them.
    const approverNotes =
      hasAny(user, ['Timesheets_Review']) && form.approverNotes !== undefined
        ? clean(form.approverNotes)
        : header.approverNotes;
    const after = fieldsOf(form, approverNotes);
    const entries = await writeRows(
      trx,
      {
        timesheetId,
        projectId: header.projectId,
        perDiemTableType: header.projectPerDiemTableType,
        payrollPeriodId: header.payrollPeriodId,
      },
      form,
      { fields: before, crew, labor },
    );
    const fieldChanges = fieldUpdates('timesheet', before, after, TIMESHEET_FIELDS);
    await updateTimesheetFields(trx, timesheetId, after);
    await insertAuditEvent(trx, {
      timesheetId,
      action: 'Update',
      employeeId: user.employeeId,
      fromState: null,
      toState: null,
      entries: [...fieldChanges, ...entries],
    });
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
