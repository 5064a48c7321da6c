import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../database.ts';
import type { Database, ReminderOutboxTable } from '../schema.ts';

type Executor = Db | Transaction<Database>;

/** Roster job classes that lead a crew and write its timesheets. */
export const FOREMAN_JOB_CLASSES = ['FOREMAN', 'GENERAL_FOREMAN', 'SUPERINTENDENT'] as const;

export interface ProjectForemanRow {
  projectId: number;
  projectNumber: string;
  description: string;
  employeeId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** The foremen (by roster job class) of Active projects who are Active and have an e-mail address. */
export const listActiveProjectForemen = async (db: Executor): Promise<ProjectForemanRow[]> => {
  const rows = await db
    .selectFrom('projectEmployees as pe')
    .innerJoin('projects as p', 'p.projectId', 'pe.projectId')
    .innerJoin('employees as e', 'e.employeeId', 'pe.employeeId')
    .select([
      'p.projectId',
      'p.projectNumber',
      'p.description',
      'e.employeeId',
      'e.email',
      'e.firstName',
      'e.lastName',
    ])
    .where('p.status', '=', 'Active')
    .where('e.employeeStatus', '=', 'Active')
    .where('e.email', 'is not', null)
    .where('pe.jobClass', 'in', [...FOREMAN_JOB_CLASSES])
    .orderBy('e.employeeId')
    .orderBy('p.projectNumber')
    .execute();
  return rows.map((row) => ({ ...row, email: row.email ?? '' }));
};

/** Distinct (project, date) pairs that have a timesheet in the date range. */
export const listTimesheetDays = async (
  db: Executor,
  startDate: string,
  endDate: string,
): Promise<{ projectId: number; date: string }[]> =>
  db
    .selectFrom('timesheets')
    .select(['projectId', 'date'])
    .distinct()
    .where('date', '>=', startDate)
    .where('date', '<=', endDate)
    .execute();

export interface WorkCountRow {
  employeeId: number;
  count: number;
}

/** Per creator: timesheets of the periods still to submit or fix (OPEN, REJECTED). */
export const countTimesheetsToSubmit = async (
  db: Executor,
  payrollPeriodIds: readonly number[],
): Promise<WorkCountRow[]> => {
  if (payrollPeriodIds.length === 0) return [];
  const rows = await db
    .selectFrom('timesheets')
    .select((eb) => ['creatorEmployeeId as employeeId', eb.fn.countAll<number>().as('count')])
    .where('payrollPeriodId', 'in', [...payrollPeriodIds])
    .where('state', 'in', ['OPEN', 'REJECTED'])
    .groupBy('creatorEmployeeId')
    .execute();
  return rows.map((row) => ({ employeeId: row.employeeId, count: Number(row.count) }));
};

/** Per project manager: timesheets of the periods waiting for approval (PENDING_APPROVAL, IN_REVIEW). */
export const countTimesheetsToApprove = async (
  db: Executor,
  payrollPeriodIds: readonly number[],
): Promise<WorkCountRow[]> => {
  if (payrollPeriodIds.length === 0) return [];
  const rows = await db
    .selectFrom('timesheets')
    .innerJoin('projects', 'projects.projectId', 'timesheets.projectId')
    .select((eb) => ['projects.pmEmployeeId as employeeId', eb.fn.countAll<number>().as('count')])
    .where('timesheets.payrollPeriodId', 'in', [...payrollPeriodIds])
    .where('timesheets.state', 'in', ['PENDING_APPROVAL', 'IN_REVIEW'])
    .where('projects.pmEmployeeId', 'is not', null)
    .groupBy('projects.pmEmployeeId')
    .execute();
  return rows.flatMap((row) =>
    row.employeeId === null ? [] : [{ employeeId: row.employeeId, count: Number(row.count) }],
  );
};

export interface ReminderRecipientRow {
  employeeId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** Active employees among `ids` who have an e-mail address. */
export const listMailableEmployees = async (
  db: Executor,
  employeeIds: readonly number[],
): Promise<ReminderRecipientRow[]> => {
  if (employeeIds.length === 0) return [];
  const rows = await db
    .selectFrom('employees')
    .select(['employeeId', 'email', 'firstName', 'lastName'])
    .where('employeeId', 'in', [...employeeIds])
    .where('employeeStatus', '=', 'Active')
    .where('email', 'is not', null)
    .orderBy('employeeId')
    .execute();
  return rows.map((row) => ({ ...row, email: row.email ?? '' }));
};

/** Inserts outbox rows; the id each recipient's row got. */
export const insertOutboxRows = async (
  trx: Transaction<Database>,
  rows: readonly Insertable<ReminderOutboxTable>[],
): Promise<Map<number | null, number>> => {
  if (rows.length === 0) return new Map();
  const inserted = await trx
    .insertInto('reminderOutbox')
    .values([...rows])
    .returning(['reminderId', 'recipientEmployeeId'])
    .execute();
  return new Map(inserted.map((row) => [row.recipientEmployeeId, row.reminderId]));
};

/** What became of one outbox row's e-mail: sent (sentAt) or refused (failure). */
export const markOutboxRow = async (
  db: Executor,
  reminderId: number,
  outcome: { sentAt: Date | null; failure: string | null },
): Promise<void> => {
  await db.updateTable('reminderOutbox').set(outcome).where('reminderId', '=', reminderId).execute();
};

/**
 * Until the transaction ends, every other transaction that takes the same reminder's lock waits: two sends of one
 * reminder never work out their recipients at the same time.
 */
export const lockReminderKind = async (trx: Transaction<Database>, kind: string): Promise<void> => {
  await sql`select pg_advisory_xact_lock(hashtext(${`reminder:${kind}`}))`.execute(trx);
};

/** Who had reminder `kind` in the last `minutes`, sent or waiting to be sent (a failed delivery does not count). */
export const listRecentlyReminded = async (
  db: Executor,
  kind: string,
  minutes: number,
): Promise<number[]> => {
  const rows = await db
    .selectFrom('reminderOutbox')
    .select('recipientEmployeeId')
    .distinct()
    .where('reminderType', '=', kind)
    .where('failure', 'is', null)
    .where('recipientEmployeeId', 'is not', null)
    .where('createdAt', '>=', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .execute();
  return rows.map((row) => row.recipientEmployeeId as number);
};

/** The latest `limit` outbox rows, newest first: what /admin lists under the reminder buttons. */
export const listLatestOutboxRows = (db: Executor, limit: number) =>
  db
    .selectFrom('reminderOutbox')
    .select(['reminderId', 'reminderType', 'recipientEmail', 'subject', 'createdAt', 'sentAt', 'failure'])
    .orderBy('reminderId', 'desc')
    .limit(limit)
    .execute();

export const listOutboxRows = async (db: Executor) =>
  db.selectFrom('reminderOutbox').selectAll().orderBy('reminderId').execute();
