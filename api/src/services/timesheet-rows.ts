import { sortCrewRows, type TimesheetForm } from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import type { AuditEntryValues } from '../db/repositories/audit.ts';
import {
  deleteContractLaborRecords,
  deleteCrewRecords,
  insertContractLaborRecord,
  insertCrewRecord,
  updateContractLaborRecord,
  updateCrewRecord,
  type ContractLaborRow,
  type ContractLaborValues,
  type CrewRecordRow,
  type CrewRecordValues,
} from '../db/repositories/timesheet-records.ts';
import { fieldUpdates } from './audit.ts';
import { checkRows, type RowPlan, type RowTarget, type StoredRows } from './timesheet-row-checks.ts';

/** The crew fields the audit log names when they change (AUDIT-08). */
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

const CREW = 'Crew Timecard';
const LABOR = 'Contract Labor';

/** Deletes the stored rows the save no longer has, with a 'delete' audit entry each naming `oldValue`. */
const deleteRemovedRows = async <Row extends { timesheetRecordId: number }>(
  stored: readonly Row[],
  planned: readonly { id: number | null }[],
  remove: (ids: number[]) => Promise<void>,
  parent: string,
  oldValue: (row: Row) => string,
): Promise<AuditEntryValues[]> => {
  const kept = new Set(planned.flatMap((row) => (row.id === null ? [] : [row.id])));
  const removed = stored.filter((row) => !kept.has(row.timesheetRecordId));
  await remove(removed.map((row) => row.timesheetRecordId));
  return removed.map((row) => ({
    action: 'delete',
    parent,
    fieldName: null,
    newValue: null,
    oldValue: oldValue(row),
  }));
};

/** Crew rows: removed ones deleted, new ones added in job class then last name order (TS-CALC-09/10), kept ones updated. */
const writeCrewRows = async (
  trx: Db,
  target: RowTarget,
  plan: RowPlan,
  stored: readonly CrewRecordRow[],
): Promise<AuditEntryValues[]> => {
  const storedById = new Map(stored.map((row) => [row.timesheetRecordId, row]));
  const nameOf = (employeeId: number): string => {
    const employee = plan.employeeById.get(employeeId) ?? stored.find((row) => row.employeeId === employeeId);
    return employee ? `${employee.firstName} ${employee.lastName}` : String(employeeId);
  };
  const entries = await deleteRemovedRows(
    stored,
    plan.crew,
    (ids) => deleteCrewRecords(trx, ids),
    CREW,
    (row) => `${row.firstName} ${row.lastName}`,
  );
  for (const row of sortCrewRows(plan.crew, plan.jobClassOrder)) {
    if (row.id === null) {
      await insertCrewRecord(trx, target.timesheetId, row.values);
      entries.push({
        action: 'add',
        parent: CREW,
        fieldName: null,
        newValue: nameOf(row.values.employeeId),
        oldValue: null,
      });
    } else {
      const before = storedById.get(row.id) as CrewRecordRow;
      const changes = fieldUpdates(nameOf(row.values.employeeId), before, row.values, CREW_FIELDS);
      if (changes.length > 0) await updateCrewRecord(trx, row.id, row.values);
      entries.push(...changes);
    }
  }
  return entries;
};

/** Contract labor rows: removed ones deleted, new ones added, kept ones updated (parent = the contractor). */
const writeLaborRows = async (
  trx: Db,
  target: RowTarget,
  plan: RowPlan,
  stored: readonly ContractLaborRow[],
): Promise<AuditEntryValues[]> => {
  const storedById = new Map(stored.map((row) => [row.timesheetRecordId, row]));
  const entries = await deleteRemovedRows(
    stored,
    plan.labor,
    (ids) => deleteContractLaborRecords(trx, ids),
    LABOR,
    (row) => row.contractor,
  );
  for (const row of plan.labor) {
    if (row.id === null) {
      await insertContractLaborRecord(trx, target.timesheetId, row.values);
      entries.push({
        action: 'add',
        parent: LABOR,
        fieldName: null,
        newValue: row.values.contractorName,
        oldValue: null,
      });
    } else {
      const before = storedById.get(row.id) as ContractLaborRow;
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

/**
 * Writes the form's crew and contract labor rows over the stored ones (checked by checkRows) and returns the audit
 * entries: add/delete per row, update per changed field (parent = employee name or contractor).
 */
export const writeRows = async (
  trx: Db,
  target: RowTarget,
  form: TimesheetForm,
  stored: StoredRows,
): Promise<AuditEntryValues[]> => {
  const plan = await checkRows(trx, target, form, stored);
  return [
    ...(await writeCrewRows(trx, target, plan, stored.crew)),
    ...(await writeLaborRows(trx, target, plan, stored.labor)),
  ];
};
