import { subDays } from 'date-fns';
import {
  formatProjectNumber,
  parseApiDate,
  toApiDate,
  weekDays,
  type CertifiedPayroll,
  type CertifiedPayrollWorker,
  type PayrollPeriodState,
} from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import {
  listExportCorrectionRows,
  listExportEmployeeIds,
  listExportWorkRows,
  type ExportCorrectionRow,
  type ExportWorkRow,
} from '../db/repositories/payroll-export.ts';
import { findPayrollPeriodRowOn, listWaitingTimesheetRows } from '../db/repositories/payroll-periods.ts';
import { findProject } from '../db/repositories/projects.ts';
import { invalidRequest, notFound } from './errors.ts';
import { COMPLETENESS_LIST_LIMIT, unapprovedTimesheetOf } from './payroll-completeness.ts';
import { correctionValuesOf } from './payroll-export.ts';

/** Certified payroll (form WH-347) is kept for prevailing wage projects only. */
export const notPrevailingWage = (projectNumber: string): string =>
  `Project ${formatProjectNumber(projectNumber)} is not a prevailing wage project; certified payroll covers prevailing wage projects only.`;

/** Hours of one worker on one day of the week, from an approved timesheet or an Update Work Hours correction. */
export interface HoursEntry {
  employeeId: number;
  firstName: string;
  lastName: string;
  accumaticaId: string;
  jobClass: string | null;
  date: string;
  hours: number;
}

export interface HoursBlock {
  workers: CertifiedPayrollWorker[];
  dailyTotals: number[];
  totalHours: number;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
const lineKey = (employeeId: number, jobClass: string | null): string => `${employeeId}|${jobClass ?? ''}`;

/**
 * The rule of the hours block: one line per worker and job class, hours by day Monday…Sunday. Approved work counts on
 * its day under its job class. A correction adds its hours on its day, under the job class the worker had on the
 * project that day; on a day without approved work, under the class of the worker's line with the most hours that
 * week; with no approved work in the week, under the class the correction itself carries (the primary job class).
 */
export const certifiedPayrollHours = (
  days: readonly string[],
  work: readonly HoursEntry[],
  corrections: readonly HoursEntry[],
): HoursBlock => {
  const lines = new Map<string, CertifiedPayrollWorker>();
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const add = (entry: HoursEntry, jobClass: string | null, correction: boolean) => {
    const index = dayIndex.get(entry.date);
    if (index === undefined) return;
    const key = lineKey(entry.employeeId, jobClass);
    const line = lines.get(key) ?? {
      employeeId: entry.employeeId,
      firstName: entry.firstName,
      lastName: entry.lastName,
      accumaticaId: entry.accumaticaId,
      jobClass,
      dailyHours: days.map(() => 0),
      correctionHours: 0,
      totalHours: 0,
    };
    line.dailyHours[index] = round2((line.dailyHours[index] ?? 0) + entry.hours);
    line.totalHours = round2(line.totalHours + entry.hours);
    if (correction) line.correctionHours = round2(line.correctionHours + entry.hours);
    lines.set(key, line);
  };
  for (const entry of work) add(entry, entry.jobClass, false);
  const workedLines = [...lines.values()];
  for (const correction of corrections) {
    const sameDay = work.find(
      (entry) => entry.employeeId === correction.employeeId && entry.date === correction.date,
    );
    const busiest = workedLines
      .filter((line) => line.employeeId === correction.employeeId)
      .sort((a, b) => b.totalHours - a.totalHours)[0];
    const jobClass = sameDay ? sameDay.jobClass : busiest ? busiest.jobClass : correction.jobClass;
    add(correction, jobClass, true);
  }
  const workers = [...lines.values()].sort(
    (a, b) =>
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName) ||
      a.employeeId - b.employeeId ||
      (a.jobClass ?? '').localeCompare(b.jobClass ?? ''),
  );
  const dailyTotals = days.map((_, index) =>
    round2(workers.reduce((sum, worker) => sum + (worker.dailyHours[index] ?? 0), 0)),
  );
  return {
    workers,
    dailyTotals,
    totalHours: round2(dailyTotals.reduce((sum, hours) => sum + hours, 0)),
  };
};

/** A row's worker and day with `hours`: the same for a timesheet's work and a correction. */
const hoursEntryOf = (row: ExportWorkRow | ExportCorrectionRow, hours: number): HoursEntry => ({
  employeeId: row.employeeId,
  firstName: row.firstName,
  lastName: row.lastName,
  accumaticaId: row.accumaticaId,
  jobClass: row.jobClass,
  date: row.date,
  hours,
});

const workEntryOf = (row: ExportWorkRow): HoursEntry => hoursEntryOf(row, row.workHours);

/** The hours of an Update Work Hours correction (crew or standalone), read as the export reads them; null otherwise. */
export const correctionEntryOf = (row: ExportCorrectionRow): HoursEntry | null => {
  if (row.correctionType !== 'ADD_WORK_HOURS') return null;
  const hours = correctionValuesOf(row).correctionWorkHours;
  if (typeof hours !== 'number' || hours === 0) return null;
  return hoursEntryOf(row, hours);
};

/**
 * GET /projects/{id}/certified-payroll?weekEnding: the WH-347 hours block of a prevailing wage project for the week
 * Monday…weekEnding (a Sunday, checked by the shared query schema). Hours are the payroll export's: approved (and
 * completed) timesheets of the week's payroll period on the project, plus its Update Work Hours corrections.
 */
export const getCertifiedPayroll = async (
  db: Db,
  request: { projectId: number; weekEnding: string; companyName: string },
): Promise<CertifiedPayroll> => {
  const { projectId, weekEnding } = request;
  const project = await findProject(db, projectId);
  if (!project) throw notFound('project');
  if (!project.prevailingWage) throw invalidRequest(notPrevailingWage(project.projectNumber));
  const sunday = parseApiDate(weekEnding);
  if (!sunday) throw invalidRequest(`${weekEnding} is not a date`);
  const weekStarting = toApiDate(subDays(sunday, 6));
  const days = weekDays(weekStarting);

  const period = await findPayrollPeriodRowOn(db, weekEnding);
  let work: HoursEntry[] = [];
  let corrections: HoursEntry[] = [];
  let waiting: CertifiedPayroll['unapprovedTimesheets'] = [];
  if (period) {
    const { payrollPeriodId } = period;
    const employeeIds = await listExportEmployeeIds(db, payrollPeriodId, projectId);
    work = (await listExportWorkRows(db, payrollPeriodId, employeeIds, projectId)).map(workEntryOf);
    corrections = (await listExportCorrectionRows(db, payrollPeriodId, projectId)).flatMap(
      (row) => correctionEntryOf(row) ?? [],
    );
    waiting = (
      await listWaitingTimesheetRows(db, payrollPeriodId, { projectId, limit: COMPLETENESS_LIST_LIMIT })
    ).map(unapprovedTimesheetOf);
  }
  return {
    companyName: request.companyName,
    projectId,
    projectNumber: project.projectNumber,
    projectDescription: project.description,
    customerName: project.customerName,
    address: project.address,
    city: project.city,
    stateCode: project.stateCode,
    zipCode: project.zipCode,
    weekStarting,
    weekEnding,
    days,
    payrollPeriodId: period?.payrollPeriodId ?? null,
    payrollPeriodState: (period?.state as PayrollPeriodState | undefined) ?? null,
    ...certifiedPayrollHours(days, work, corrections),
    unapprovedTimesheets: waiting,
  };
};
