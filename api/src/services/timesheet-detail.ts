import {
  dayOfWeekName,
  seesAllTimesheets,
  sortCrewRows,
  travelHours,
  type CrewRecordView,
  type PayrollPeriodState,
  type PerDiemType,
  type TimesheetDetail,
  type TimesheetState,
} from 'shared-kit/domain';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import { listCorrections } from '../db/repositories/timesheet-corrections.ts';
import {
  jobClassOrder,
  listContractLaborRecords,
  listCrewRecords,
  type CrewRecordRow,
} from '../db/repositories/timesheet-records.ts';
import { findTimesheetHeader, type TimesheetHeaderRow } from '../db/repositories/timesheets.ts';
import { notFound } from './errors.ts';
import { auditLogsOf } from './audit.ts';
import { correctionViewOf } from './timesheet-corrections.ts';

export type {
  CrewRecordView,
  ContractLaborRecordView as ContractLaborView,
  TimesheetDetail,
} from 'shared-kit/domain';

/** Own-only users (no approver-wide permission, U-20) see only the timesheets they created. */
export const canSee = (user: CurrentUser, header: { creatorEmployeeId: number }): boolean =>
  seesAllTimesheets(user.permissions) || header.creatorEmployeeId === user.employeeId;

/** The timesheet's header, or 404 when it does not exist or the user may not see it (no existence leak). */
export const visibleHeader = async (
  db: Db,
  user: CurrentUser,
  timesheetId: number,
): Promise<TimesheetHeaderRow> => {
  const header = await findTimesheetHeader(db, timesheetId);
  if (!header || !canSee(user, header)) throw notFound('timesheet');
  return header;
};

export const crewRecordViewOf = (row: CrewRecordRow): CrewRecordView => ({
  timesheetRecordId: row.timesheetRecordId,
  employee: { employeeId: row.employeeId, firstName: row.firstName, lastName: row.lastName },
  employeeId: row.employeeId,
  jobClassOverride: row.jobClassOverride,
  jobClass: row.jobClassOverride ?? row.rosterJobClass ?? row.primaryJobClass,
  workHours: row.workHours,
  outOfScopeHours: row.outOfScopeHours,
  driveMiles: row.driveMiles,
  flyMiles: row.flyMiles,
  travelHours: Math.round(travelHours(row.driveMiles, row.flyMiles) * 100) / 100,
  originAndDestination: row.originAndDestination,
  perDiemType: row.perDiemType as PerDiemType,
  perDiemRate: row.perDiemRate,
  truckAllowance: row.truckAllowance,
  hasDriveMilesPerDiem: row.hasDriveMilesPerDiem,
  hasFlyMilesPerDiem: row.hasFlyMilesPerDiem,
  isFromProject: row.isFromProject,
});

export const loadTimesheetDetail = async (db: Db, header: TimesheetHeaderRow): Promise<TimesheetDetail> => {
  const [crew, labor, order, corrections, auditLogs] = await Promise.all([
    listCrewRecords(db, header.timesheetId, header.projectId),
    listContractLaborRecords(db, header.timesheetId),
    jobClassOrder(db),
    listCorrections(db, { timesheetId: header.timesheetId }, { limit: 1000, offset: 0 }),
    auditLogsOf(db, header.timesheetId),
  ]);
  const records = sortCrewRows(
    crew.map((row) => ({ ...crewRecordViewOf(row), lastName: row.lastName })),
    order,
  ).map(({ lastName: _lastName, ...record }) => record);
  return {
    timesheetId: header.timesheetId,
    date: header.date,
    dayOfWeek: dayOfWeekName(header.date),
    state: header.state as TimesheetState,
    projectId: header.projectId,
    projectNumber: header.projectNumber,
    project: {
      projectId: header.projectId,
      projectNumber: header.projectNumber,
      description: header.projectDescription,
      city: header.projectCity,
      stateCode: header.projectStateCode,
      status: header.projectStatus,
      prevailingWage: header.projectPrevailingWage,
    },
    creatorEmployeeId: header.creatorEmployeeId,
    creatorEmployeeFirstName: header.creatorEmployeeFirstName,
    creatorEmployeeLastName: header.creatorEmployeeLastName,
    payrollPeriod: {
      payrollPeriodId: header.payrollPeriodId,
      startDate: header.payrollPeriodStartDate,
      endDate: header.payrollPeriodEndDate,
      payrollPeriodState: header.payrollPeriodState as PayrollPeriodState,
    },
    approverNotes: header.approverNotes,
    outOfScopeHoursDescription: header.outOfScopeHoursDescription,
    dailyJournal: header.dailyJournal,
    foremanSignature: header.foremanSignature,
    foremanSignerName: header.foremanSignerName,
    customerSignature: header.customerSignature,
    customerSignerName: header.customerSignerName,
    timesheetRecords: records,
    contractLaborRecords: labor,
    corrections: corrections.map(correctionViewOf),
    auditLogs,
    version: header.version,
  };
};

export const getTimesheetDetail = async (
  db: Db,
  user: CurrentUser,
  timesheetId: number,
): Promise<TimesheetDetail> => loadTimesheetDetail(db, await visibleHeader(db, user, timesheetId));
