import { set, startOfWeek, subWeeks } from 'date-fns';
import { sql } from 'kysely';
import { TIMESHEET_STATES, toApiDate, weekOf } from 'shared-kit/domain';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import type { Db } from '../database.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { isDatabaseEmpty, seedDemoData } from './index.ts';

/** Last week's Monday morning: the hardest case, the "current" week has a single day so far. */
const MONDAY = set(subWeeks(startOfWeek(new Date(), { weekStartsOn: 1 }), 1), { hours: 9, minutes: 30 });

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.destroy());

const countOf = async (db: Db, query: ReturnType<typeof sql<{ count: number }>>): Promise<number> =>
  (await query.execute(db)).rows[0]?.count ?? 0;

describe('demo data relative to today (seeded on a Monday morning)', () => {
  beforeAll(async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemoData(database.db, { today: MONDAY });
  });

  it('is no longer empty afterwards', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('has about 60 employees, including the five demo accounts with their roles', async () => {
    const employees = await database.db.selectFrom('employees').select(['email']).execute();
    expect(employees.length).toBeGreaterThanOrEqual(55);
    for (const account of DEMO_ACCOUNTS)
      expect(employees.map((employee) => employee.email)).toContain(account.email);
    const { db } = database;
    const bi = await countOf(
      db,
      sql`select count(*) as count from employees where employee_class = 'BIWKLYHRLY'`,
    );
    const ineligible = await countOf(
      db,
      sql`select count(*) as count from employees where not per_diem_eligible`,
    );
    const departments = await countOf(db, sql`select count(distinct department) as count from employees`);
    expect(bi).toBeGreaterThan(0);
    expect(ineligible).toBeGreaterThan(0);
    expect(departments).toBeGreaterThanOrEqual(5);
  });

  it('has a dozen customers and projects, some prevailing wage and some not active', async () => {
    const projects = await database.db.selectFrom('projects').select(['status', 'prevailingWage']).execute();
    expect(projects).toHaveLength(12);
    expect(await countOf(database.db, sql`select count(*) as count from customers`)).toBe(12);
    expect(projects.some((project) => project.prevailingWage)).toBe(true);
    expect(new Set(projects.map((project) => project.status))).toEqual(
      new Set(['Active', 'Inactive', 'Completed', 'Cancelled']),
    );
  });

  it('makes the approver the project manager of several projects and the foreman a roster member of several', async () => {
    const managed = await countOf(
      database.db,
      sql`select count(*) as count from projects p join employees e on e.employee_id = p.pm_employee_id where e.email = 'approver@example.com'`,
    );
    const rosters = await countOf(
      database.db,
      sql`select count(*) as count from project_employees r join employees e using (employee_id) where e.email = 'foreman@example.com'`,
    );
    expect(managed).toBeGreaterThanOrEqual(3);
    expect(rosters).toBeGreaterThanOrEqual(3);
  });

  it('covers the last eight weeks through the current one: older COMPLETED, one CLOSED, recent OPEN', async () => {
    const periods = await database.db
      .selectFrom('payrollPeriods')
      .select(['startDate', 'endDate', 'state'])
      .orderBy('startDate')
      .execute();
    expect(periods).toHaveLength(9);
    expect(periods.at(-1)).toMatchObject({
      startDate: weekOf(MONDAY).startOfWeek,
      endDate: weekOf(MONDAY).endOfWeek,
      state: 'OPEN',
    });
    expect(periods.map((period) => period.state)).toEqual([
      ...Array(6).fill('COMPLETED'),
      'CLOSED',
      'OPEN',
      'OPEN',
    ]);
  });

  it('has timesheets in every state but COMPLETED, and rejected ones carry approver notes', async () => {
    const states = await database.db.selectFrom('timesheets').select('state').distinct().execute();
    expect(new Set(states.map((row) => row.state))).toEqual(
      new Set(TIMESHEET_STATES.filter((state) => state !== 'COMPLETED')),
    );
    const unexplained = await countOf(
      database.db,
      sql`select count(*) as count from timesheets where state = 'REJECTED' and approver_notes is null`,
    );
    expect(unexplained).toBe(0);
  });

  it('gives the foreman timesheets today on at least 3 projects, and none in the future', async () => {
    const projectsToday = await countOf(
      database.db,
      sql`select count(distinct t.project_id) as count from timesheets t join employees e on e.employee_id = t.creator_employee_id
          where e.email = 'foreman@example.com' and t.date = ${toApiDate(MONDAY)}`,
    );
    expect(projectsToday).toBeGreaterThanOrEqual(3);
    expect(
      await countOf(
        database.db,
        sql`select count(*) as count from timesheets where date > ${toApiDate(MONDAY)}`,
      ),
    ).toBe(0);
  });

  it('records crew hours and an audit history with transitions', async () => {
    const hours = await countOf(
      database.db,
      sql`select count(*) as count from timesheet_records where work_hours > 0`,
    );
    const transitions = await countOf(
      database.db,
      sql`select count(*) as count from audit_logs where to_state = 'APPROVED'`,
    );
    const entries = await countOf(database.db, sql`select count(*) as count from audit_log_entries`);
    expect(hours).toBeGreaterThan(100);
    expect(transitions).toBeGreaterThan(0);
    expect(entries).toBeGreaterThan(0);
    expect(
      await countOf(database.db, sql`select count(*) as count from audit_logs where audit_time > ${MONDAY}`),
    ).toBe(0);
  });

  it('has corrections and no-pay rosters only on closed or completed periods', async () => {
    expect(
      await countOf(database.db, sql`select count(*) as count from timesheet_corrections`),
    ).toBeGreaterThan(0);
    expect(
      await countOf(database.db, sql`select count(*) as count from project_corrections`),
    ).toBeGreaterThan(0);
    const openWithRoster = await countOf(
      database.db,
      sql`select count(*) as count from payroll_period_employees r join payroll_periods p using (payroll_period_id) where p.state = 'OPEN'`,
    );
    const noPay = await countOf(
      database.db,
      sql`select count(*) as count from payroll_period_employees where hours = 0 and travel_hours = 0`,
    );
    expect(openWithRoster).toBe(0);
    expect(noPay).toBeGreaterThan(0);
  });

  it('is deterministic: the same day seeds the same data', async () => {
    const again = await createTestDatabase({ seed: false });
    try {
      await seedDemoData(again.db, { today: MONDAY });
      const fingerprint = (db: Db) =>
        sql<{ fingerprint: string }>`
          select md5(string_agg(concat_ws('|', t.project_id, t.date, t.state, t.creator_employee_id, r.employee_id, r.work_hours, r.drive_miles), ',' order by t.timesheet_id, r.timesheet_record_id)) as fingerprint
          from timesheets t join timesheet_records r using (timesheet_id)`.execute(db);
      expect((await fingerprint(again.db)).rows).toEqual((await fingerprint(database.db)).rows);
    } finally {
      await again.destroy();
    }
  });
});
