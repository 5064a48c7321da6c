import { sql, type Transaction } from 'kysely';
import type { PayrollPeriodState } from 'shared-kit/domain';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';
import { type PageRequest, countRows } from './page-request.ts';

type Executor = Db | Transaction<Database>;

/** Timesheet states that count as approved for payroll (COMPLETED exists in the wider product, seed 000 §4). */
export const APPROVED_STATES = ['APPROVED', 'COMPLETED'] as const;

export interface PayrollPeriodFilter {
  /** Periods ending on or after this date. */
  from?: string;
  /** Periods starting on or before this date. */
  to?: string;
  state?: PayrollPeriodState;
  payrollPeriodId?: number;
}

export interface PayrollPeriodRow {
  payrollPeriodId: number;
  startDate: string;
  endDate: string;
  state: string;
  rosterGeneratedTime: Date | null;
  version: number;
}

export interface PayrollPeriodStats {
  numUnapprovedTimesheets: number;
  numRejectedTimesheets: number;
  numNoPayEmployees: number;
  numApprovedEmployees: number;
  numCorrections: number;
}

const PERIOD_COLUMNS = [
  'payrollPeriods.payrollPeriodId',
  'payrollPeriods.startDate',
  'payrollPeriods.endDate',
  'payrollPeriods.state',
  'payrollPeriods.rosterGeneratedTime',
  'payrollPeriods.version',
] as const;

const filtered = (db: Executor, filter: PayrollPeriodFilter) =>
  db
    .selectFrom('payrollPeriods')
    .$if(filter.from !== undefined, (query) =>
      query.where('payrollPeriods.endDate', '>=', filter.from as string),
    )
    .$if(filter.to !== undefined, (query) =>
      query.where('payrollPeriods.startDate', '<=', filter.to as string),
    )
    .$if(filter.state !== undefined, (query) =>
      query.where('payrollPeriods.state', '=', filter.state as string),
    )
    .$if(filter.payrollPeriodId !== undefined, (query) =>
      query.where('payrollPeriods.payrollPeriodId', '=', filter.payrollPeriodId as number),
    );

/** Newest first: the dashboard lists the current week at the top. */
export const listPayrollPeriodRows = async (
  db: Executor,
  filter: PayrollPeriodFilter,
  page: PageRequest,
): Promise<PayrollPeriodRow[]> =>
  filtered(db, filter)
    .select(PERIOD_COLUMNS)
    .orderBy('payrollPeriods.startDate', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countPayrollPeriods = async (db: Executor, filter: PayrollPeriodFilter): Promise<number> =>
  countRows(filtered(db, filter));

/**
 * The dashboard counts of many periods in ONE statement: each count is a grouped aggregate over its table, joined on
 * the period id (no query per period).
 */
export const payrollPeriodStats = async (
  db: Executor,
  payrollPeriodIds: readonly number[],
): Promise<Map<number, PayrollPeriodStats>> => {
  if (payrollPeriodIds.length === 0) return new Map();
  const ids = [...payrollPeriodIds];
  const rows = await db
    .selectFrom('payrollPeriods as p')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('timesheets')
          .select((inner) => [
            'timesheets.payrollPeriodId',
            inner.fn
              .countAll<number>()
              .filterWhere('timesheets.state', 'not in', [...APPROVED_STATES])
              .as('unapproved'),
            inner.fn.countAll<number>().filterWhere('timesheets.state', '=', 'REJECTED').as('rejected'),
          ])
          .where('timesheets.payrollPeriodId', 'in', ids)
          .groupBy('timesheets.payrollPeriodId')
          .as('ts'),
      (join) => join.onRef('ts.payrollPeriodId', '=', 'p.payrollPeriodId'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('timesheetRecords')
          .innerJoin('timesheets', 'timesheets.timesheetId', 'timesheetRecords.timesheetId')
          .select((inner) => [
            'timesheets.payrollPeriodId',
            sql<number>`count(distinct ${inner.ref('timesheetRecords.employeeId')})`.as('approvedEmployees'),
          ])
          .where('timesheets.payrollPeriodId', 'in', ids)
          .where('timesheets.state', 'in', [...APPROVED_STATES])
          .groupBy('timesheets.payrollPeriodId')
          .as('crew'),
      (join) => join.onRef('crew.payrollPeriodId', '=', 'p.payrollPeriodId'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('payrollPeriodEmployees')
          .select((inner) => [
            'payrollPeriodEmployees.payrollPeriodId',
            inner.fn.countAll<number>().as('noPay'),
          ])
          .where('payrollPeriodEmployees.payrollPeriodId', 'in', ids)
          .where('payrollPeriodEmployees.hours', '=', 0)
          .where('payrollPeriodEmployees.travelHours', '=', 0)
          .groupBy('payrollPeriodEmployees.payrollPeriodId')
          .as('roster'),
      (join) => join.onRef('roster.payrollPeriodId', '=', 'p.payrollPeriodId'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('timesheetCorrections')
          .innerJoin('timesheets', 'timesheets.timesheetId', 'timesheetCorrections.timesheetId')
          .select((inner) => [
            'timesheets.payrollPeriodId',
            inner.fn.countAll<number>().as('crewCorrections'),
          ])
          .where('timesheets.payrollPeriodId', 'in', ids)
          .groupBy('timesheets.payrollPeriodId')
          .as('tc'),
      (join) => join.onRef('tc.payrollPeriodId', '=', 'p.payrollPeriodId'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('projectCorrections')
          .select((inner) => [
            'projectCorrections.payrollPeriodId',
            inner.fn.countAll<number>().as('standaloneCorrections'),
          ])
          .where('projectCorrections.payrollPeriodId', 'in', ids)
          .groupBy('projectCorrections.payrollPeriodId')
          .as('pc'),
      (join) => join.onRef('pc.payrollPeriodId', '=', 'p.payrollPeriodId'),
    )
    .select((eb) => [
      'p.payrollPeriodId',
      eb.fn.coalesce('ts.unapproved', eb.lit(0)).as('unapproved'),
      eb.fn.coalesce('ts.rejected', eb.lit(0)).as('rejected'),
      eb.fn.coalesce('crew.approvedEmployees', eb.lit(0)).as('approvedEmployees'),
      eb.fn.coalesce('roster.noPay', eb.lit(0)).as('noPay'),
      eb.fn.coalesce('tc.crewCorrections', eb.lit(0)).as('crewCorrections'),
      eb.fn.coalesce('pc.standaloneCorrections', eb.lit(0)).as('standaloneCorrections'),
    ])
    .where('p.payrollPeriodId', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.payrollPeriodId,
      {
        numUnapprovedTimesheets: Number(row.unapproved),
        numRejectedTimesheets: Number(row.rejected),
        numNoPayEmployees: Number(row.noPay),
        numApprovedEmployees: Number(row.approvedEmployees),
        numCorrections: Number(row.crewCorrections) + Number(row.standaloneCorrections),
      },
    ]),
  );
};

/** States a timesheet waiting for approval is not in: approved for payroll, or rejected (the export's U-33 count). */
const NOT_WAITING_STATES = [...APPROVED_STATES, 'REJECTED'] as const;

export interface WaitingTimesheetRow {
  timesheetId: number;
  projectId: number;
  projectNumber: string;
  date: string;
  state: string;
  foremanFirstName: string;
  foremanLastName: string;
}

/**
 * The first `limit` timesheets of a period that still wait for approval (neither approved nor rejected), by date and
 * project number, with their project and creating foreman; only one project's with `projectId`.
 */
export const listWaitingTimesheetRows = async (
  db: Executor,
  payrollPeriodId: number,
  options: { limit: number; projectId?: number },
): Promise<WaitingTimesheetRow[]> =>
  db
    .selectFrom('timesheets as t')
    .innerJoin('projects as p', 'p.projectId', 't.projectId')
    .innerJoin('employees as e', 'e.employeeId', 't.creatorEmployeeId')
    .select([
      't.timesheetId',
      't.projectId',
      'p.projectNumber',
      't.date',
      't.state',
      'e.firstName as foremanFirstName',
      'e.lastName as foremanLastName',
    ])
    .where('t.payrollPeriodId', '=', payrollPeriodId)
    .where('t.state', 'not in', [...NOT_WAITING_STATES])
    .$if(options.projectId !== undefined, (query) =>
      query.where('t.projectId', '=', options.projectId as number),
    )
    .orderBy('t.date')
    .orderBy('p.projectNumber')
    .orderBy('t.timesheetId')
    .limit(options.limit)
    .execute();

export const findPayrollPeriodRow = async (
  db: Executor,
  payrollPeriodId: number,
): Promise<PayrollPeriodRow | undefined> =>
  db
    .selectFrom('payrollPeriods')
    .select(PERIOD_COLUMNS)
    .where('payrollPeriodId', '=', payrollPeriodId)
    .executeTakeFirst();

/** The same, row-locked until the transaction ends (serialises writers of one period on PostgreSQL). */
export const lockPayrollPeriodRow = async (
  trx: Transaction<Database>,
  payrollPeriodId: number,
): Promise<PayrollPeriodRow | undefined> =>
  trx
    .selectFrom('payrollPeriods')
    .select(PERIOD_COLUMNS)
    .where('payrollPeriodId', '=', payrollPeriodId)
    .forUpdate()
    .executeTakeFirst();

/** The period holding `date` (yyyy-MM-dd). */
export const findPayrollPeriodRowOn = async (
  db: Executor,
  date: string,
): Promise<PayrollPeriodRow | undefined> =>
  db
    .selectFrom('payrollPeriods')
    .select(PERIOD_COLUMNS)
    .where('startDate', '<=', date)
    .where('endDate', '>=', date)
    .executeTakeFirst();

/**
 * Moves a period from one state to another if it still has the version and state the caller saw; returns the new
 * row, or undefined when someone else changed it first.
 */
export const updatePayrollPeriodState = async (
  trx: Transaction<Database>,
  change: { payrollPeriodId: number; version: number; fromState: string; toState: string },
): Promise<PayrollPeriodRow | undefined> =>
  trx
    .updateTable('payrollPeriods')
    .set((eb) => ({ state: change.toState, version: eb('version', '+', 1), updatedAt: sql`now()` }))
    .where('payrollPeriodId', '=', change.payrollPeriodId)
    .where('version', '=', change.version)
    .where('state', '=', change.fromState)
    .returning(['payrollPeriodId', 'startDate', 'endDate', 'state', 'rosterGeneratedTime', 'version'])
    .executeTakeFirst();

export const insertPayrollPeriodTransition = async (
  trx: Transaction<Database>,
  transition: { payrollPeriodId: number; fromState: string; toState: string; employeeId: number },
): Promise<void> => {
  await trx.insertInto('payrollPeriodTransitions').values(transition).execute();
};

/** Bumps the version (and optionally the roster time) of a period whose roster changed. */
export const touchPayrollPeriod = async (
  trx: Transaction<Database>,
  payrollPeriodId: number,
  options: { rosterGenerated: boolean },
): Promise<void> => {
  await trx
    .updateTable('payrollPeriods')
    .set((eb) => ({
      version: eb('version', '+', 1),
      updatedAt: sql`now()`,
      ...(options.rosterGenerated ? { rosterGeneratedTime: sql`now()` } : {}),
    }))
    .where('payrollPeriodId', '=', payrollPeriodId)
    .execute();
};

export interface ContractorRow {
  payrollPeriodContractorId: number | null;
  contractorName: string;
  contractorCompanyName: string;
  contractorClass: string;
}

/**
 * The period's contractors: its contractor list plus any contractor named on its timesheets' contract labor rows
 * that the list lacks, sorted by name.
 */
export const listPayrollPeriodContractors = async (
  db: Executor,
  payrollPeriodId: number,
): Promise<ContractorRow[]> => {
  const listed = await db
    .selectFrom('payrollPeriodContractors')
    .select(['payrollPeriodContractorId', 'contractorName', 'contractorCompanyName', 'contractorClass'])
    .where('payrollPeriodId', '=', payrollPeriodId)
    .execute();
  const named = await db
    .selectFrom('contractLaborRecords')
    .innerJoin('timesheets', 'timesheets.timesheetId', 'contractLaborRecords.timesheetId')
    .select([
      'contractLaborRecords.contractorName',
      'contractLaborRecords.contractorCompanyName',
      'contractLaborRecords.contractorClass',
    ])
    .distinct()
    .where('timesheets.payrollPeriodId', '=', payrollPeriodId)
    .where('contractLaborRecords.payrollPeriodContractorId', 'is', null)
    .execute();
  const known = new Set(listed.map((row) => row.contractorName.toLowerCase()));
  const extra = named
    .filter((row) => !known.has(row.contractorName.toLowerCase()))
    .filter(
      (row, index, all) =>
        all.findIndex((other) => other.contractorName.toLowerCase() === row.contractorName.toLowerCase()) ===
        index,
    )
    .map((row) => ({ payrollPeriodContractorId: null, ...row }));
  return [...listed, ...extra].sort((a, b) => a.contractorName.localeCompare(b.contractorName));
};
