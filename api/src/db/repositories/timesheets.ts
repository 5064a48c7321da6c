import type { TimesheetState } from 'shared-kit/domain';
import type { Db } from '../database.ts';
import type { PageRequest } from './page-request.ts';

/** Filters of the timesheet lists; every field narrows (AND). Dates are inclusive 'yyyy-MM-dd'. */
export interface TimesheetFilter {
  startDate?: string;
  endDate?: string;
  creatorEmployeeId?: number;
  projectManagerEmployeeId?: number;
  projectId?: number;
  state?: TimesheetState;
  prevailingWage?: boolean;
}

export interface TimesheetSummaryRow {
  timesheetId: number;
  projectId: number;
  projectNumber: string;
  date: string;
  state: string;
  creatorEmployeeId: number;
  creatorEmployeeFirstName: string;
  creatorEmployeeLastName: string;
  /** Crew plus contract labor work hours. */
  totalHours: number;
  version: number;
  projectDescription: string;
  prevailingWage: boolean;
  pmEmployeeId: number | null;
  pmFirstName: string | null;
  pmLastName: string | null;
  payrollPeriodId: number;
  payrollPeriodState: string;
}

const filtered = (db: Db, filter: TimesheetFilter) =>
  db
    .selectFrom('timesheets')
    .innerJoin('projects', 'projects.projectId', 'timesheets.projectId')
    .$if(filter.startDate !== undefined, (query) =>
      query.where('timesheets.date', '>=', filter.startDate as string),
    )
    .$if(filter.endDate !== undefined, (query) =>
      query.where('timesheets.date', '<=', filter.endDate as string),
    )
    .$if(filter.creatorEmployeeId !== undefined, (query) =>
      query.where('timesheets.creatorEmployeeId', '=', filter.creatorEmployeeId as number),
    )
    .$if(filter.projectManagerEmployeeId !== undefined, (query) =>
      query.where('projects.pmEmployeeId', '=', filter.projectManagerEmployeeId as number),
    )
    .$if(filter.projectId !== undefined, (query) =>
      query.where('timesheets.projectId', '=', filter.projectId as number),
    )
    .$if(filter.state !== undefined, (query) => query.where('timesheets.state', '=', filter.state as string))
    .$if(filter.prevailingWage !== undefined, (query) =>
      query.where('projects.prevailingWage', '=', filter.prevailingWage as boolean),
    );

/** Summaries sorted by project number, then date (FOREMAN-DASH-02), then id so pages never overlap. */
export const listTimesheetSummaries = async (
  db: Db,
  filter: TimesheetFilter,
  page: PageRequest,
): Promise<TimesheetSummaryRow[]> =>
  filtered(db, filter)
    .innerJoin('employees as creator', 'creator.employeeId', 'timesheets.creatorEmployeeId')
    .innerJoin('payrollPeriods', 'payrollPeriods.payrollPeriodId', 'timesheets.payrollPeriodId')
    .leftJoin('employees as pm', 'pm.employeeId', 'projects.pmEmployeeId')
    .select((eb) => [
      'timesheets.timesheetId',
      'timesheets.projectId',
      'projects.projectNumber',
      'timesheets.date',
      'timesheets.state',
      'timesheets.creatorEmployeeId',
      'creator.firstName as creatorEmployeeFirstName',
      'creator.lastName as creatorEmployeeLastName',
      eb(
        eb.fn.coalesce(
          eb
            .selectFrom('timesheetRecords')
            .select((sub) => sub.fn.sum<number>('timesheetRecords.workHours').as('hours'))
            .whereRef('timesheetRecords.timesheetId', '=', 'timesheets.timesheetId'),
          eb.lit(0),
        ),
        '+',
        eb.fn.coalesce(
          eb
            .selectFrom('contractLaborRecords')
            .select((sub) => sub.fn.sum<number>('contractLaborRecords.workHours').as('hours'))
            .whereRef('contractLaborRecords.timesheetId', '=', 'timesheets.timesheetId'),
          eb.lit(0),
        ),
      ).as('totalHours'),
      'timesheets.version',
      'projects.description as projectDescription',
      'projects.prevailingWage',
      'projects.pmEmployeeId',
      'pm.firstName as pmFirstName',
      'pm.lastName as pmLastName',
      'timesheets.payrollPeriodId',
      'payrollPeriods.state as payrollPeriodState',
    ])
    .orderBy('projects.projectNumber')
    .orderBy('timesheets.date')
    .orderBy('timesheets.timesheetId')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countTimesheets = async (db: Db, filter: TimesheetFilter): Promise<number> => {
  const { count } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
};
