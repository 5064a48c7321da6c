import { sql, type Transaction } from 'kysely';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';
import { APPROVED_STATES } from './payroll-periods.ts';

type Executor = Db | Transaction<Database>;

export interface RosterRow {
  payrollPeriodEmployeeId: number;
  hours: number;
  travelHours: number;
  noPayStatus: string | null;
  noPayNotes: string | null;
  employeeAccumaticaId: string;
  employeeStatus: string;
  employeeFirstName: string;
  employeeLastName: string;
  employeeId: number;
  employeePrimaryJobClass: string | null;
  employeeStateCode: string;
  employeeClass: string;
}

/** Roster rows: hours first, highest first (NOPAY-12), then by name. */
export const listRosterRows = async (db: Executor, payrollPeriodId: number): Promise<RosterRow[]> =>
  db
    .selectFrom('payrollPeriodEmployees as r')
    .innerJoin('employees as e', 'e.employeeId', 'r.employeeId')
    .select([
      'r.payrollPeriodEmployeeId',
      'r.hours',
      'r.travelHours',
      'r.noPayStatus',
      'r.noPayNotes',
      'e.accumaticaId as employeeAccumaticaId',
      'e.employeeStatus',
      'e.firstName as employeeFirstName',
      'e.lastName as employeeLastName',
      'e.employeeId',
      'e.primaryJobClass as employeePrimaryJobClass',
      'e.stateCode as employeeStateCode',
      'e.employeeClass',
    ])
    .where('r.payrollPeriodId', '=', payrollPeriodId)
    .orderBy('r.hours', 'desc')
    .orderBy('e.lastName')
    .orderBy('e.firstName')
    .orderBy('r.payrollPeriodEmployeeId')
    .execute();

export interface ApprovedHoursRow {
  employeeId: number;
  hours: number;
  travelHours: number;
}

/** Approved work hours and travel hours (drive/50 + fly/250, TS-CALC-01) per employee of a period. */
export const approvedHoursByEmployee = async (
  db: Executor,
  payrollPeriodId: number,
): Promise<ApprovedHoursRow[]> => {
  const rows = await db
    .selectFrom('timesheetRecords')
    .innerJoin('timesheets', 'timesheets.timesheetId', 'timesheetRecords.timesheetId')
    .select((eb) => [
      'timesheetRecords.employeeId',
      eb.fn.sum<number>('timesheetRecords.workHours').as('hours'),
      sql<number>`sum(${eb.ref('timesheetRecords.driveMiles')} / 50.0 + ${eb.ref('timesheetRecords.flyMiles')} / 250.0)`.as(
        'travelHours',
      ),
    ])
    .where('timesheets.payrollPeriodId', '=', payrollPeriodId)
    .where('timesheets.state', 'in', [...APPROVED_STATES])
    .groupBy('timesheetRecords.employeeId')
    .execute();
  return rows.map((row) => ({
    employeeId: row.employeeId,
    hours: Number(row.hours),
    travelHours: Math.round(Number(row.travelHours) * 100) / 100,
  }));
};

export const listActiveEmployeeIds = async (db: Executor): Promise<number[]> =>
  (
    await db.selectFrom('employees').select('employeeId').where('employeeStatus', '=', 'Active').execute()
  ).map((row) => row.employeeId);

/** Removes the rows of employees who no longer belong on the roster. */
export const deleteRosterRowsExcept = async (
  trx: Transaction<Database>,
  payrollPeriodId: number,
  keepEmployeeIds: readonly number[],
): Promise<void> => {
  await trx
    .deleteFrom('payrollPeriodEmployees')
    .where('payrollPeriodId', '=', payrollPeriodId)
    .$if(keepEmployeeIds.length > 0, (query) => query.where('employeeId', 'not in', [...keepEmployeeIds]))
    .execute();
};

/** Inserts or refreshes the hours of roster rows; status and notes of existing rows are kept. */
export const upsertRosterHours = async (
  trx: Transaction<Database>,
  payrollPeriodId: number,
  rows: readonly ApprovedHoursRow[],
): Promise<void> => {
  const CHUNK = 1000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto('payrollPeriodEmployees')
      .values(rows.slice(start, start + CHUNK).map((row) => ({ payrollPeriodId, ...row })))
      .onConflict((conflict) =>
        conflict.columns(['payrollPeriodId', 'employeeId']).doUpdateSet((eb) => ({
          hours: eb.ref('excluded.hours'),
          travelHours: eb.ref('excluded.travelHours'),
        })),
      )
      .execute();
  }
};

/** Ids of a period's roster rows among `ids` (to refuse rows of another period). */
export const rosterRowIdsOf = async (
  db: Executor,
  payrollPeriodId: number,
  ids: readonly number[],
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('payrollPeriodEmployees')
    .select('payrollPeriodEmployeeId')
    .where('payrollPeriodId', '=', payrollPeriodId)
    .where('payrollPeriodEmployeeId', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.payrollPeriodEmployeeId));
};

export const updateRosterRowNoPay = async (
  trx: Transaction<Database>,
  payrollPeriodId: number,
  edit: { payrollPeriodEmployeeId: number; noPayStatus: string | null; noPayNotes: string | null },
): Promise<void> => {
  await trx
    .updateTable('payrollPeriodEmployees')
    .set({ noPayStatus: edit.noPayStatus, noPayNotes: edit.noPayNotes })
    .where('payrollPeriodId', '=', payrollPeriodId)
    .where('payrollPeriodEmployeeId', '=', edit.payrollPeriodEmployeeId)
    .execute();
};
