import type {
  EmployeeWithoutHoursOrReason,
  PayrollPeriodCompleteness,
  TimesheetState,
  UnapprovedTimesheet,
} from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import { findEmployeesByIds } from '../db/repositories/employees.ts';
import { listWaitingTimesheetRows, type WaitingTimesheetRow } from '../db/repositories/payroll-periods.ts';
import {
  approvedHoursByEmployee,
  listActiveEmployeeIds,
  listRosterRows,
  type ApprovedHoursRow,
} from '../db/repositories/payroll-roster.ts';
import { getPayrollPeriod } from './payroll.ts';
import { waitingForApproval } from './payroll-export.ts';
import { rosterMembers } from './roster.ts';

/** Each list of the check holds at most this many; the counts are exact (the dialog says how many more). */
export const COMPLETENESS_LIST_LIMIT = 50;

export const unapprovedTimesheetOf = (row: WaitingTimesheetRow): UnapprovedTimesheet => ({
  timesheetId: row.timesheetId,
  projectId: row.projectId,
  projectNumber: row.projectNumber,
  date: row.date,
  state: row.state as TimesheetState,
  foremanName: `${row.foremanFirstName} ${row.foremanLastName}`,
});

/**
 * The rule: the period's employees are the no-pay roster's members (every active employee plus anyone with approved
 * hours, U-13), with their approved hours as the roster counts them; an employee is missing when they have no work
 * and no travel hours and their roster row carries no no-pay reason (none when the roster has no row for them yet).
 */
export const employeeIdsWithoutHoursOrReason = (
  members: readonly ApprovedHoursRow[],
  reasons: ReadonlyMap<number, string | null>,
): number[] =>
  members
    .filter((member) => member.hours === 0 && member.travelHours === 0 && !reasons.get(member.employeeId))
    .map((member) => member.employeeId);

/** Nothing waits for approval and nobody lacks both hours and a reason. */
export const isPeriodReady = (check: {
  unapprovedCount: number;
  employeesWithoutHoursOrReasonCount: number;
}) => check.unapprovedCount === 0 && check.employeesWithoutHoursOrReasonCount === 0;

const byName = (a: EmployeeWithoutHoursOrReason, b: EmployeeWithoutHoursOrReason): number =>
  a.lastName.localeCompare(b.lastName) ||
  a.firstName.localeCompare(b.firstName) ||
  a.employeeId - b.employeeId;

/**
 * GET /payroll-periods/{id}/completeness: what is not ready before Close or Complete — the timesheets still waiting
 * for approval (the export's count, U-33) and the roster's employees with neither hours nor a no-pay reason.
 */
export const checkPayrollPeriodCompleteness = async (
  db: Db,
  payrollPeriodId: number,
): Promise<PayrollPeriodCompleteness> => {
  const period = await getPayrollPeriod(db, payrollPeriodId);
  const [waiting, activeEmployeeIds, approved, rosterRows] = await Promise.all([
    listWaitingTimesheetRows(db, payrollPeriodId, { limit: COMPLETENESS_LIST_LIMIT }),
    listActiveEmployeeIds(db),
    approvedHoursByEmployee(db, payrollPeriodId),
    listRosterRows(db, payrollPeriodId),
  ]);
  const reasons = new Map(rosterRows.map((row) => [row.employeeId, row.noPayStatus]));
  const missingIds = employeeIdsWithoutHoursOrReason(rosterMembers(activeEmployeeIds, approved), reasons);
  const missing = (await findEmployeesByIds(db, missingIds))
    .map(({ employeeId, firstName, lastName }) => ({ employeeId, firstName, lastName }))
    .sort(byName);
  const unapprovedCount = waitingForApproval(period);
  return {
    payrollPeriodId,
    endDate: period.endDate,
    payrollPeriodState: period.payrollPeriodState,
    ready: isPeriodReady({ unapprovedCount, employeesWithoutHoursOrReasonCount: missing.length }),
    unapprovedCount,
    unapprovedTimesheets: waiting.map(unapprovedTimesheetOf),
    rejectedCount: period.numRejectedTimesheets ?? 0,
    employeesWithoutHoursOrReasonCount: missing.length,
    employeesWithoutHoursOrReason: missing.slice(0, COMPLETENESS_LIST_LIMIT),
  };
};
