import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { migrateToLatest } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { dropAllTables } from './reset.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.destroy());

const EXPECTED_TABLES = [
  'audit_log_entries',
  'audit_logs',
  'contract_labor_records',
  'customers',
  'employee_roles',
  'employees',
  'equipment',
  'home_pages',
  'job_classes',
  'labor_items',
  'payroll_period_contractors',
  'payroll_period_employees',
  'payroll_period_transitions',
  'payroll_periods',
  'per_diem_rates',
  'project_corrections',
  'project_employees',
  'project_equipment',
  'projects',
  'reminder_outbox',
  'role_permissions',
  'roles',
  'timesheet_corrections',
  'timesheet_records',
  'timesheets',
];

describe('migrations', () => {
  it('are named in version order so the migrator runs them as written', () => {
    const names = Object.keys(MIGRATIONS);
    expect(names).toEqual([...names].sort());
    expect(names.every((name) => /^\d{4}_[a-z_]+$/.test(name))).toBe(true);
  });

  it('create the whole schema of the product', async () => {
    const { rows } = await sql<{ tableName: string }>`
      select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
      database.db,
    );
    expect(rows.map((row) => row.tableName).filter((name) => !name.startsWith('kysely_'))).toEqual(
      expect.arrayContaining(EXPECTED_TABLES),
    );
  });

  it('are idempotent: running them again applies nothing and changes nothing', async () => {
    const before = await sql<{
      count: number;
    }>`select count(*) as count from information_schema.columns where table_schema = 'public'`.execute(
      database.db,
    );
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual([]);
    const after = await sql<{
      count: number;
    }>`select count(*) as count from information_schema.columns where table_schema = 'public'`.execute(
      database.db,
    );
    expect(after.rows).toEqual(before.rows);
  });
});

describe('dropping every table (seed:reset)', () => {
  it('leaves a database that migrates from scratch again', async () => {
    const scratch = await createTestDatabase({ seed: true });
    try {
      await dropAllTables(scratch.db);
      const { rows } = await sql<{ count: number }>`
        select count(*) as count from information_schema.tables where table_schema = 'public'`.execute(
        scratch.db,
      );
      expect(rows[0]?.count).toBe(0);
      expect(await migrateToLatest(scratch.db)).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await scratch.destroy();
    }
  });
});

describe('type parsers (same on PostgreSQL and PGlite)', () => {
  it("returns a date as 'yyyy-MM-dd', numeric and bigint as numbers", async () => {
    const { rows } = await sql<{ day: unknown; hours: unknown; total: unknown }>`
      select date '2026-11-16' as day, 8.50::numeric(6, 2) as hours, count(*) as total from (values (1), (2)) as t(x)`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ day: '2026-11-16', hours: 8.5, total: 2 });
  });
});

describe('constraints that protect payroll data', () => {
  it('refuses a payroll period that does not run Monday to Sunday', async () => {
    await expect(
      database.db
        .insertInto('payrollPeriods')
        .values({ startDate: '2026-11-17', endDate: '2026-11-23' })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('refuses two employees with the same e-mail in different case', async () => {
    await database.db
      .insertInto('jobClasses')
      .values({ title: 'LABORER', abbreviation: 'LAB', sortOrder: 1 })
      .execute();
    await database.db
      .insertInto('laborItems')
      .values({ laborItem: 'LABORER_LABOR', jobClass: 'LABORER' })
      .execute();
    const employee = (accumaticaId: string, email: string) => ({
      accumaticaId,
      payrollProviderId: 'P',
      firstName: 'A',
      lastName: 'B',
      email,
      stateCode: 'TX',
      employeeClass: 'WKLYHRLY',
      department: 'FIELD',
      laborItem: 'LABORER_LABOR',
    });
    await database.db.insertInto('employees').values(employee('E1', 'same@example.com')).execute();
    await expect(
      database.db.insertInto('employees').values(employee('E2', 'SAME@example.com')).execute(),
    ).rejects.toMatchObject({
      code: '23505',
    });
  });
});
