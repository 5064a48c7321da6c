import type {
  NoPayStatus,
  PayrollPeriodView,
  PayrollRosterRow,
  PayrollRosterUpdate,
} from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import {
  findPayrollPeriodRow,
  lockPayrollPeriodRow,
  touchPayrollPeriod,
} from '../db/repositories/payroll-periods.ts';
import {
  approvedHoursByEmployee,
  deleteRosterRowsExcept,
  listActiveEmployeeIds,
  listRosterRows,
  rosterRowIdsOf,
  updateRosterRowNoPay,
  upsertRosterHours,
  type ApprovedHoursRow,
} from '../db/repositories/payroll-roster.ts';
import { invalidRequest, lockedPeriod, notFound, staleWrite } from './errors.ts';
import { getPayrollPeriod, PAYROLL_PERIOD } from './payroll.ts';

export const getRoster = async (db: Db, payrollPeriodId: number): Promise<PayrollRosterRow[]> => {
  if (!(await findPayrollPeriodRow(db, payrollPeriodId))) throw notFound(PAYROLL_PERIOD);
  const rows = await listRosterRows(db, payrollPeriodId);
  return rows.map((row) => ({ ...row, noPayStatus: row.noPayStatus as NoPayStatus | null }));
};

/**
 * Who belongs on a period's roster: every active employee, plus anyone else with approved hours in it (an employee
 * made inactive after working still has to be paid). Rows with zero work and travel hours are the no-pay rows; the
 * others show under 'With Hours' (NOPAY-12/13).
 */
export const rosterMembers = (
  activeEmployeeIds: readonly number[],
  approved: readonly ApprovedHoursRow[],
): ApprovedHoursRow[] => {
  const byEmployee = new Map<number, ApprovedHoursRow>(
    activeEmployeeIds.map((employeeId) => [employeeId, { employeeId, hours: 0, travelHours: 0 }]),
  );
  for (const row of approved) byEmployee.set(row.employeeId, row);
  return [...byEmployee.values()].sort((a, b) => a.employeeId - b.employeeId);
};

export const ROSTER_LOCKED =
  'This payroll period is completed and permanently locked; its roster cannot be regenerated.';
export const NO_PAY_LOCKED =
  'This payroll period is completed and permanently locked; its no-pay reasons and notes cannot be changed.';

/**
 * PAYROLL-19 (U-11, U-13): rebuilds the roster from approved timesheets. Rows that remain keep their status and
 * notes; the period's state is unchanged; rosterGeneratedTime is set. A version, when sent, must still match.
 */
export const regenerateRoster = async (
  db: Db,
  payrollPeriodId: number,
  expectedVersion: number | undefined,
): Promise<PayrollPeriodView> => {
  await db.transaction().execute(async (trx) => {
    const period = await lockPayrollPeriodRow(trx, payrollPeriodId);
    if (!period) throw notFound(PAYROLL_PERIOD);
    if (expectedVersion !== undefined && period.version !== expectedVersion) throw staleWrite(PAYROLL_PERIOD);
    if (period.state === 'COMPLETED') throw lockedPeriod(ROSTER_LOCKED);
    const members = rosterMembers(
      await listActiveEmployeeIds(trx),
      await approvedHoursByEmployee(trx, payrollPeriodId),
    );
    await deleteRosterRowsExcept(
      trx,
      payrollPeriodId,
      members.map((member) => member.employeeId),
    );
    await upsertRosterHours(trx, payrollPeriodId, members);
    await touchPayrollPeriod(trx, payrollPeriodId, { rosterGenerated: true });
  });
  return getPayrollPeriod(db, payrollPeriodId);
};

/** NOPAY-15: saves statuses and notes of the sent rows, checked against the period's version. */
export const saveNoPayRoster = async (
  db: Db,
  payrollPeriodId: number,
  update: PayrollRosterUpdate,
  expectedVersion: number,
): Promise<PayrollPeriodView> => {
  await db.transaction().execute(async (trx) => {
    const period = await lockPayrollPeriodRow(trx, payrollPeriodId);
    if (!period) throw notFound(PAYROLL_PERIOD);
    if (period.version !== expectedVersion) throw staleWrite(PAYROLL_PERIOD);
    // DESIGN §5: a COMPLETED period is permanently locked; people were paid from what it says.
    if (period.state === 'COMPLETED') throw lockedPeriod(NO_PAY_LOCKED);
    const ids = update.payrollRosters.map((row) => row.payrollPeriodEmployeeId);
    const own = await rosterRowIdsOf(trx, payrollPeriodId, ids);
    const foreign = ids.find((id) => !own.has(id));
    if (foreign !== undefined) {
      throw invalidRequest(`Roster row ${foreign} is not on this payroll period's roster`);
    }
    for (const edit of update.payrollRosters) await updateRosterRowNoPay(trx, payrollPeriodId, edit);
    await touchPayrollPeriod(trx, payrollPeriodId, { rosterGenerated: false });
  });
  return getPayrollPeriod(db, payrollPeriodId);
};
