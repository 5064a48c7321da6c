import { projectNumberSchema } from 'shared-kit/domain';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { seedScaleData } from './scale.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ today: new Date(2026, 10, 18) });
});
afterAll(() => database.destroy());

describe('scale data for benchmarks', () => {
  it('adds employees, projects with rosters, older completed periods and a timesheet per project and weekday', async () => {
    const summary = await seedScaleData(database.db, {
      employees: 120,
      projects: 20,
      weeks: 12,
      today: new Date(2026, 10, 18),
    });
    expect(summary.employees).toBe(120);
    expect(summary.projects).toBe(20);
    expect(summary.payrollPeriods).toBeGreaterThanOrEqual(12);
    // 8 new projects × (11 full weeks × 5 weekdays + Mon–Wed of this week).
    expect(summary.timesheets).toBe(8 * (11 * 5 + 3));
    expect(summary.timesheetRecords).toBe(summary.timesheets * 6);

    const numbers = await database.db
      .selectFrom('projects')
      .select('projectNumber')
      .where('description', 'like', 'Scale project%')
      .execute();
    for (const { projectNumber } of numbers)
      expect(projectNumberSchema.safeParse(projectNumber).success).toBe(true);

    const overlapping = await database.db
      .selectFrom('payrollPeriods as a')
      .innerJoin('payrollPeriods as b', (join) => join.onRef('a.payrollPeriodId', '<', 'b.payrollPeriodId'))
      .select('a.payrollPeriodId')
      .whereRef('a.startDate', '<=', 'b.endDate')
      .whereRef('b.startDate', '<=', 'a.endDate')
      .execute();
    expect(overlapping).toEqual([]);
  });
});
