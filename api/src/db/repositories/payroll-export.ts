import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { APPROVED_STATES } from './payroll-periods.ts';

/** The employee, project and day columns every export row carries. */
interface ExportEmployeeDay {
  accumaticaId: string;
  payrollProviderId: string;
  lastName: string;
  firstName: string;
  employeeClass: string;
  department: string;
  laborItem: string;
  jobClass: string | null;
  date: string;
  projectNumber: string;
  projectStateCode: string;
  prevailingWage: boolean;
}

/** One employee's approved work on one project and day (several timesheets of that day are summed). */
export interface ExportWorkRow extends ExportEmployeeDay {
  employeeId: number;
  workHours: number;
  outOfScopeHours: number;
  driveMiles: number;
  flyMiles: number;
  perDiemType: string;
  perDiemRate: number | null;
  truckAllowance: boolean;
}

/** Employees with approved work in the period (on one project with `projectId`), in export order (last name, first name, id). */
export const listExportEmployeeIds = async (
  db: Db,
  payrollPeriodId: number,
  projectId?: number,
): Promise<number[]> => {
  const rows = await db
    .selectFrom('employees as e')
    .select('e.employeeId')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('timesheetRecords as r')
          .innerJoin('timesheets as t', 't.timesheetId', 'r.timesheetId')
          .select('r.timesheetRecordId')
          .whereRef('r.employeeId', '=', 'e.employeeId')
          .where('t.payrollPeriodId', '=', payrollPeriodId)
          .where('t.state', 'in', [...APPROVED_STATES])
          .$if(projectId !== undefined, (query) => query.where('t.projectId', '=', projectId as number)),
      ),
    )
    .orderBy('e.lastName')
    .orderBy('e.firstName')
    .orderBy('e.employeeId')
    .execute();
  return rows.map((row) => row.employeeId);
};

/** The employee's columns of every export row (the employees table is `e` in each query). */
const EMPLOYEE_COLUMNS = [
  'e.employeeId',
  'e.accumaticaId',
  'e.payrollProviderId',
  'e.lastName',
  'e.firstName',
  'e.employeeClass',
  'e.department',
  'e.laborItem',
] as const;

/** The project's columns of every export row (`p`). */
const PROJECT_COLUMNS = ['p.projectNumber', 'p.stateCode as projectStateCode', 'p.prevailingWage'] as const;

/** The work rows of some employees (on one project with `projectId`), sorted by employee name, date and project. */
export const listExportWorkRows = async (
  db: Db,
  payrollPeriodId: number,
  employeeIds: readonly number[],
  projectId?: number,
): Promise<ExportWorkRow[]> => {
  if (employeeIds.length === 0) return [];
  const rows = await db
    .selectFrom('timesheetRecords as r')
    .innerJoin('timesheets as t', 't.timesheetId', 'r.timesheetId')
    .innerJoin('employees as e', 'e.employeeId', 'r.employeeId')
    .innerJoin('projects as p', 'p.projectId', 't.projectId')
    .leftJoin('projectEmployees as pe', (join) =>
      join.onRef('pe.projectId', '=', 't.projectId').onRef('pe.employeeId', '=', 'r.employeeId'),
    )
    .select((eb) => [
      ...EMPLOYEE_COLUMNS,
      sql<
        string | null
      >`coalesce(max(${eb.ref('r.jobClassOverride')}), max(${eb.ref('pe.jobClass')}), ${eb.ref('e.primaryJobClass')})`.as(
        'jobClass',
      ),
      't.date',
      ...PROJECT_COLUMNS,
      eb.fn.sum<number>('r.workHours').as('workHours'),
      eb.fn.sum<number>('r.outOfScopeHours').as('outOfScopeHours'),
      eb.fn.sum<number>('r.driveMiles').as('driveMiles'),
      eb.fn.sum<number>('r.flyMiles').as('flyMiles'),
      eb.fn.max('r.perDiemType').as('perDiemType'),
      eb.fn.max('r.perDiemRate').as('perDiemRate'),
      sql<boolean>`bool_or(${eb.ref('r.truckAllowance')})`.as('truckAllowance'),
    ])
    .where('t.payrollPeriodId', '=', payrollPeriodId)
    .where('t.state', 'in', [...APPROVED_STATES])
    .where('r.employeeId', 'in', [...employeeIds])
    .$if(projectId !== undefined, (query) => query.where('t.projectId', '=', projectId as number))
    .groupBy(['e.employeeId', 't.date', 'p.projectId'])
    .orderBy('e.lastName')
    .orderBy('e.firstName')
    .orderBy('e.employeeId')
    .orderBy('t.date')
    .orderBy('p.projectNumber')
    .execute();
  return rows.map((row) => ({
    ...row,
    workHours: Number(row.workHours),
    outOfScopeHours: Number(row.outOfScopeHours),
    driveMiles: Number(row.driveMiles),
    flyMiles: Number(row.flyMiles),
    perDiemRate: row.perDiemRate === null ? null : Number(row.perDiemRate),
  }));
};

export interface ExportCorrectionRow extends ExportEmployeeDay {
  employeeId: number;
  standalone: boolean;
  correctionType: string;
  correctionDriveMiles: number | null;
  correctionFlyMiles: number | null;
  correctionWorkHours: number | null;
  correctionPerDiemType: string | null;
  correctionTruckAllowance: boolean | null;
  newValue: string | null;
  comments: string | null;
}

/** Crew corrections of the period's timesheets and the period's standalone corrections (one project's with `projectId`). */
export const listExportCorrectionRows = async (
  db: Db,
  payrollPeriodId: number,
  projectId?: number,
): Promise<ExportCorrectionRow[]> => {
  const crew = await db
    .selectFrom('timesheetCorrections as c')
    .innerJoin('timesheets as t', 't.timesheetId', 'c.timesheetId')
    .innerJoin('employees as e', 'e.employeeId', 'c.employeeId')
    .innerJoin('projects as p', 'p.projectId', 't.projectId')
    .select([
      ...EMPLOYEE_COLUMNS,
      'e.primaryJobClass as jobClass',
      't.date',
      ...PROJECT_COLUMNS,
      'c.correctionType',
      'c.correctionDriveMiles',
      'c.correctionFlyMiles',
      'c.correctionWorkHours',
      'c.correctionPerDiemType',
      'c.correctionTruckAllowance',
      'c.comments',
    ])
    .where('t.payrollPeriodId', '=', payrollPeriodId)
    .$if(projectId !== undefined, (query) => query.where('t.projectId', '=', projectId as number))
    .orderBy('e.lastName')
    .orderBy('e.firstName')
    .orderBy('t.date')
    .orderBy('c.timesheetCorrectionId')
    .execute();
  const standalone = await db
    .selectFrom('projectCorrections as c')
    .innerJoin('employees as e', 'e.employeeId', 'c.employeeId')
    .innerJoin('projects as p', 'p.projectId', 'c.projectId')
    .select([
      ...EMPLOYEE_COLUMNS,
      'e.primaryJobClass as jobClass',
      'c.correctionDate as date',
      ...PROJECT_COLUMNS,
      'c.correctionType',
      'c.newValue',
      'c.comments',
    ])
    .where('c.payrollPeriodId', '=', payrollPeriodId)
    .$if(projectId !== undefined, (query) => query.where('c.projectId', '=', projectId as number))
    .orderBy('e.lastName')
    .orderBy('e.firstName')
    .orderBy('c.correctionDate')
    .orderBy('c.projectCorrectionId')
    .execute();
  return [
    ...crew.map((row) => ({
      ...row,
      standalone: false,
      newValue: null,
      correctionDriveMiles: row.correctionDriveMiles === null ? null : Number(row.correctionDriveMiles),
      correctionFlyMiles: row.correctionFlyMiles === null ? null : Number(row.correctionFlyMiles),
      correctionWorkHours: row.correctionWorkHours === null ? null : Number(row.correctionWorkHours),
    })),
    ...standalone.map((row) => ({
      ...row,
      standalone: true,
      correctionDriveMiles: null,
      correctionFlyMiles: null,
      correctionWorkHours: null,
      correctionPerDiemType: null,
      correctionTruckAllowance: null,
    })),
  ];
};
