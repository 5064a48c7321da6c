import type { TimesheetState } from 'shared-kit/domain';
import type { Db } from '../database.ts';
import { type PageRequest, countRows } from './page-request.ts';

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

/**
 * Summaries sorted by project number, then date (FOREMAN-DASH-02), then id so pages never overlap. The page is cut
 * first and the hours are summed for its rows only: summed in the same select, they would be computed for every row
 * the offset skips as well (a board's third page of 500 summed 1,500 timesheets; bench in api/bench).
 */
export const listTimesheetSummaries = async (
  db: Db,
  filter: TimesheetFilter,
  page: PageRequest,
): Promise<TimesheetSummaryRow[]> => {
  const pageRows = filtered(db, filter)
    .innerJoin('employees as creator', 'creator.employeeId', 'timesheets.creatorEmployeeId')
    .innerJoin('payrollPeriods', 'payrollPeriods.payrollPeriodId', 'timesheets.payrollPeriodId')
    .leftJoin('employees as pm', 'pm.employeeId', 'projects.pmEmployeeId')
    .select([
      'timesheets.timesheetId',
      'timesheets.projectId',
      'projects.projectNumber',
      'timesheets.date',
      'timesheets.state',
      'timesheets.creatorEmployeeId',
      'creator.firstName as creatorEmployeeFirstName',
      'creator.lastName as creatorEmployeeLastName',
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
    .offset(page.offset);
  return db
    .selectFrom(pageRows.as('page'))
    .selectAll('page')
    .select((eb) =>
      eb(
        eb.fn.coalesce(
          eb
            .selectFrom('timesheetRecords')
            .select((sub) => sub.fn.sum<number>('timesheetRecords.workHours').as('hours'))
            .whereRef('timesheetRecords.timesheetId', '=', 'page.timesheetId'),
          eb.lit(0),
        ),
        '+',
        eb.fn.coalesce(
          eb
            .selectFrom('contractLaborRecords')
            .select((sub) => sub.fn.sum<number>('contractLaborRecords.workHours').as('hours'))
            .whereRef('contractLaborRecords.timesheetId', '=', 'page.timesheetId'),
          eb.lit(0),
        ),
      ).as('totalHours'),
    )
    .orderBy('page.projectNumber')
    .orderBy('page.date')
    .orderBy('page.timesheetId')
    .execute();
};

export const countTimesheets = async (db: Db, filter: TimesheetFilter): Promise<number> =>
  countRows(filtered(db, filter));

/** The timesheet row with what the detail view shows beside it: project, creator and payroll period. */
export interface TimesheetHeaderRow {
  timesheetId: number;
  projectId: number;
  date: string;
  state: string;
  creatorEmployeeId: number;
  creatorEmployeeFirstName: string;
  creatorEmployeeLastName: string;
  payrollPeriodId: number;
  payrollPeriodStartDate: string;
  payrollPeriodEndDate: string;
  payrollPeriodState: string;
  approverNotes: string | null;
  outOfScopeHoursDescription: string | null;
  dailyJournal: string | null;
  foremanSignature: string | null;
  foremanSignerName: string | null;
  customerSignature: string | null;
  customerSignerName: string | null;
  version: number;
  projectNumber: string;
  projectDescription: string;
  projectCity: string;
  projectStateCode: string;
  projectStatus: string;
  projectPrevailingWage: boolean;
  projectPerDiemTableType: string;
}

export const findTimesheetHeader = async (
  db: Db,
  timesheetId: number,
): Promise<TimesheetHeaderRow | undefined> =>
  db
    .selectFrom('timesheets')
    .innerJoin('projects', 'projects.projectId', 'timesheets.projectId')
    .innerJoin('employees as creator', 'creator.employeeId', 'timesheets.creatorEmployeeId')
    .innerJoin('payrollPeriods', 'payrollPeriods.payrollPeriodId', 'timesheets.payrollPeriodId')
    .select([
      'timesheets.timesheetId',
      'timesheets.projectId',
      'timesheets.date',
      'timesheets.state',
      'timesheets.creatorEmployeeId',
      'creator.firstName as creatorEmployeeFirstName',
      'creator.lastName as creatorEmployeeLastName',
      'timesheets.payrollPeriodId',
      'payrollPeriods.startDate as payrollPeriodStartDate',
      'payrollPeriods.endDate as payrollPeriodEndDate',
      'payrollPeriods.state as payrollPeriodState',
      'timesheets.approverNotes',
      'timesheets.outOfScopeHoursDescription',
      'timesheets.dailyJournal',
      'timesheets.foremanSignature',
      'timesheets.foremanSignerName',
      'timesheets.customerSignature',
      'timesheets.customerSignerName',
      'timesheets.version',
      'projects.projectNumber',
      'projects.description as projectDescription',
      'projects.city as projectCity',
      'projects.stateCode as projectStateCode',
      'projects.status as projectStatus',
      'projects.prevailingWage as projectPrevailingWage',
      'projects.perDiemTableType as projectPerDiemTableType',
    ])
    .where('timesheets.timesheetId', '=', timesheetId)
    .executeTakeFirst();

/**
 * Optimistic concurrency: bumps the version only if it still is the one the client read. The update locks the row,
 * so a concurrent writer with the same version waits, then finds the version moved on and gets nothing back.
 */
export const claimTimesheetVersion = async (
  db: Db,
  timesheetId: number,
  version: number,
): Promise<number | undefined> => {
  const row = await db
    .updateTable('timesheets')
    .set((eb) => ({ version: eb('version', '+', 1), updatedAt: new Date() }))
    .where('timesheetId', '=', timesheetId)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version;
};

export const timesheetExists = async (db: Db, timesheetId: number): Promise<boolean> =>
  (await db
    .selectFrom('timesheets')
    .select('timesheetId')
    .where('timesheetId', '=', timesheetId)
    .executeTakeFirst()) !== undefined;

export interface TimesheetFields {
  approverNotes: string | null;
  outOfScopeHoursDescription: string | null;
  dailyJournal: string | null;
  foremanSignature: string | null;
  foremanSignerName: string | null;
  customerSignature: string | null;
  customerSignerName: string | null;
}

export const insertTimesheet = async (
  db: Db,
  values: TimesheetFields & {
    projectId: number;
    date: string;
    creatorEmployeeId: number;
    payrollPeriodId: number;
  },
): Promise<number> => {
  const row = await db
    .insertInto('timesheets')
    .values({ ...values, state: 'OPEN' })
    .returning('timesheetId')
    .executeTakeFirstOrThrow();
  return row.timesheetId;
};

export const updateTimesheetFields = async (
  db: Db,
  timesheetId: number,
  fields: Partial<TimesheetFields>,
): Promise<void> => {
  if (Object.keys(fields).length === 0) return;
  await db.updateTable('timesheets').set(fields).where('timesheetId', '=', timesheetId).execute();
};

export const setTimesheetState = async (
  db: Db,
  timesheetId: number,
  state: TimesheetState,
  approverNotes?: string | null,
): Promise<void> => {
  await db
    .updateTable('timesheets')
    .set(approverNotes === undefined ? { state } : { state, approverNotes })
    .where('timesheetId', '=', timesheetId)
    .execute();
};

export const deleteTimesheet = async (db: Db, timesheetId: number): Promise<void> => {
  await db.deleteFrom('timesheets').where('timesheetId', '=', timesheetId).execute();
};

/** A timesheet of a project on a day, whoever created it: what the 'Caution' check and its calendar read. */
export interface TimesheetOnDayRow {
  timesheetId: number;
  date: string;
  creatorEmployeeId: number;
  creatorEmployeeFirstName: string;
  creatorEmployeeLastName: string;
}

/**
 * Every timesheet of the project from `startDate` to `endDate` (inclusive), whoever created it, by date then id
 * (TS-LIST-17). The range is a calendar page at most (timesheetExistsQuerySchema), so the rows are few.
 */
export const timesheetsOfProjectOnDays = async (
  db: Db,
  key: { projectId: number; startDate: string; endDate: string },
): Promise<TimesheetOnDayRow[]> =>
  db
    .selectFrom('timesheets')
    .innerJoin('employees as creator', 'creator.employeeId', 'timesheets.creatorEmployeeId')
    .select([
      'timesheets.timesheetId',
      'timesheets.date',
      'timesheets.creatorEmployeeId',
      'creator.firstName as creatorEmployeeFirstName',
      'creator.lastName as creatorEmployeeLastName',
    ])
    .where('timesheets.projectId', '=', key.projectId)
    .where('timesheets.date', '>=', key.startDate)
    .where('timesheets.date', '<=', key.endDate)
    .orderBy('timesheets.date')
    .orderBy('timesheets.timesheetId')
    .execute();

/** One timesheet per project, date and creator (the unique constraint, checked first for a clear message). */
export const findTimesheetId = async (
  db: Db,
  key: { projectId: number; date: string; creatorEmployeeId: number },
): Promise<number | undefined> =>
  (
    await db
      .selectFrom('timesheets')
      .select('timesheetId')
      .where('projectId', '=', key.projectId)
      .where('date', '=', key.date)
      .where('creatorEmployeeId', '=', key.creatorEmployeeId)
      .executeTakeFirst()
  )?.timesheetId;

export interface PayrollPeriodRow {
  payrollPeriodId: number;
  startDate: string;
  endDate: string;
  state: string;
}

/**
 * The period holding `date`, share-locked until the transaction ends: a payroll transition (which locks the row for
 * update) waits for this write to finish, and this read waits for a transition under way and sees its outcome.
 */
export const findPayrollPeriodFor = async (db: Db, date: string): Promise<PayrollPeriodRow | undefined> =>
  db
    .selectFrom('payrollPeriods')
    .select(['payrollPeriodId', 'startDate', 'endDate', 'state'])
    .where('startDate', '<=', date)
    .where('endDate', '>=', date)
    .forShare()
    .executeTakeFirst();

/**
 * Share-locks the payroll period of a timesheet until the transaction ends, before anything else of the timesheet is
 * read or written: a write checks the period's state and changes the timesheet while the period cannot move (close,
 * complete and the roster lock it for update), so nothing lands in a period that was completed meanwhile. Taken
 * first, so every writer locks the period before the timesheet (no deadlock with the roster, which does the same).
 */
export const sharePeriodOfTimesheet = async (db: Db, timesheetId: number): Promise<void> => {
  await db
    .selectFrom('payrollPeriods')
    .select('payrollPeriodId')
    .where('payrollPeriodId', '=', (eb) =>
      eb.selectFrom('timesheets').select('payrollPeriodId').where('timesheetId', '=', timesheetId),
    )
    .forShare()
    .execute();
};

/** Opens the week's period when none exists yet (a concurrent creator of the same week is tolerated). */
export const ensurePayrollPeriod = async (
  db: Db,
  week: { startDate: string; endDate: string },
): Promise<void> => {
  await db
    .insertInto('payrollPeriods')
    .values({ startDate: week.startDate, endDate: week.endDate, state: 'OPEN' })
    .onConflict((conflict) => conflict.column('startDate').doNothing())
    .execute();
};
