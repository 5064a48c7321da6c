import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { ContractLaborRecordsTable, TimesheetRecordsTable } from '../schema.ts';

/** A stored crew row with its employee's names and the job class that applies (override, roster, primary). */
export interface CrewRecordRow {
  timesheetRecordId: number;
  employeeId: number;
  firstName: string;
  lastName: string;
  jobClassOverride: string | null;
  rosterJobClass: string | null;
  primaryJobClass: string | null;
  workHours: number;
  outOfScopeHours: number;
  driveMiles: number;
  flyMiles: number;
  originAndDestination: string | null;
  perDiemType: string;
  perDiemRate: number | null;
  truckAllowance: boolean;
  hasDriveMilesPerDiem: boolean;
  hasFlyMilesPerDiem: boolean;
  isFromProject: boolean;
}

export const listCrewRecords = async (
  db: Db,
  timesheetId: number,
  projectId: number,
): Promise<CrewRecordRow[]> =>
  db
    .selectFrom('timesheetRecords')
    .innerJoin('employees', 'employees.employeeId', 'timesheetRecords.employeeId')
    .leftJoin('projectEmployees', (join) =>
      join
        .onRef('projectEmployees.employeeId', '=', 'timesheetRecords.employeeId')
        .on('projectEmployees.projectId', '=', projectId),
    )
    .select([
      'timesheetRecords.timesheetRecordId',
      'timesheetRecords.employeeId',
      'employees.firstName',
      'employees.lastName',
      'timesheetRecords.jobClassOverride',
      'projectEmployees.jobClass as rosterJobClass',
      'employees.primaryJobClass',
      'timesheetRecords.workHours',
      'timesheetRecords.outOfScopeHours',
      'timesheetRecords.driveMiles',
      'timesheetRecords.flyMiles',
      'timesheetRecords.originAndDestination',
      'timesheetRecords.perDiemType',
      'timesheetRecords.perDiemRate',
      'timesheetRecords.truckAllowance',
      'timesheetRecords.hasDriveMilesPerDiem',
      'timesheetRecords.hasFlyMilesPerDiem',
      'timesheetRecords.isFromProject',
    ])
    .where('timesheetRecords.timesheetId', '=', timesheetId)
    .orderBy('timesheetRecords.timesheetRecordId')
    .execute();

export interface ContractLaborRow {
  timesheetRecordId: number;
  contractor: string;
  contractorCompanyName: string;
  contractorClass: string;
  workHours: number;
  outOfScopeHours: number;
}

export const listContractLaborRecords = async (db: Db, timesheetId: number): Promise<ContractLaborRow[]> =>
  db
    .selectFrom('contractLaborRecords')
    .select([
      'contractLaborRecordId as timesheetRecordId',
      'contractorName as contractor',
      'contractorCompanyName',
      'contractorClass',
      'workHours',
      'outOfScopeHours',
    ])
    .where('timesheetId', '=', timesheetId)
    .orderBy('contractLaborRecordId')
    .execute();

/** The stored values of a crew row (what a save writes). */
export type CrewRecordValues = Omit<Selectable<TimesheetRecordsTable>, 'timesheetRecordId' | 'timesheetId'>;

export const insertCrewRecord = async (
  db: Db,
  timesheetId: number,
  values: CrewRecordValues,
): Promise<void> => {
  await db
    .insertInto('timesheetRecords')
    .values({ ...values, timesheetId })
    .execute();
};

export const updateCrewRecord = async (
  db: Db,
  timesheetRecordId: number,
  values: CrewRecordValues,
): Promise<void> => {
  await db
    .updateTable('timesheetRecords')
    .set(values)
    .where('timesheetRecordId', '=', timesheetRecordId)
    .execute();
};

export const deleteCrewRecords = async (db: Db, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .deleteFrom('timesheetRecords')
    .where('timesheetRecordId', 'in', [...ids])
    .execute();
};

/** The stored values of a contract labor row (what a save writes). */
export type ContractLaborValues = Omit<
  Selectable<ContractLaborRecordsTable>,
  'contractLaborRecordId' | 'timesheetId'
>;

export const insertContractLaborRecord = async (
  db: Db,
  timesheetId: number,
  values: ContractLaborValues,
): Promise<void> => {
  await db
    .insertInto('contractLaborRecords')
    .values({ ...values, timesheetId })
    .execute();
};

export const updateContractLaborRecord = async (
  db: Db,
  contractLaborRecordId: number,
  values: ContractLaborValues,
): Promise<void> => {
  await db
    .updateTable('contractLaborRecords')
    .set(values)
    .where('contractLaborRecordId', '=', contractLaborRecordId)
    .execute();
};

export const deleteContractLaborRecords = async (db: Db, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .deleteFrom('contractLaborRecords')
    .where('contractLaborRecordId', 'in', [...ids])
    .execute();
};

export interface CrewEmployeeRow {
  employeeId: number;
  firstName: string;
  lastName: string;
  primaryJobClass: string | null;
  perDiemEligible: boolean;
  employeeStatus: string;
}

export const findCrewEmployees = async (db: Db, ids: readonly number[]): Promise<CrewEmployeeRow[]> =>
  ids.length === 0
    ? []
    : db
        .selectFrom('employees')
        .select([
          'employeeId',
          'firstName',
          'lastName',
          'primaryJobClass',
          'perDiemEligible',
          'employeeStatus',
        ])
        .where('employeeId', 'in', [...ids])
        .execute();

/** Roster job class per employee of a project. */
export const rosterJobClasses = async (db: Db, projectId: number): Promise<Map<number, string>> => {
  const rows = await db
    .selectFrom('projectEmployees')
    .select(['employeeId', 'jobClass'])
    .where('projectId', '=', projectId)
    .execute();
  return new Map(rows.map((row) => [row.employeeId, row.jobClass]));
};

/** Job class title → sortOrder (TS-CALC-09). */
export const jobClassOrder = async (db: Db): Promise<Map<string, number>> => {
  const rows = await db.selectFrom('jobClasses').select(['title', 'sortOrder']).execute();
  return new Map(rows.map((row) => [row.title, row.sortOrder]));
};

/** The payroll period's contractors by lower-cased name (TS-DETAIL-12: looked up by name). */
export const periodContractorIds = async (db: Db, payrollPeriodId: number): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom('payrollPeriodContractors')
    .select(['payrollPeriodContractorId', 'contractorName'])
    .where('payrollPeriodId', '=', payrollPeriodId)
    .execute();
  return new Map(rows.map((row) => [row.contractorName.trim().toLowerCase(), row.payrollPeriodContractorId]));
};
