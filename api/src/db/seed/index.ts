import type { Db } from '../database.ts';
import { insertAuditHistory } from './audit.ts';
import { seedCatalog } from './catalog.ts';
import { seedCorrections } from './corrections.ts';
import { seedPayrollPeriods, seedRosters } from './payroll.ts';
import { seedEmployees } from './people.ts';
import { seedProjects } from './projects.ts';
import { createRandom } from './random.ts';
import { planTimesheets } from './timesheet-plans.ts';
import { approvedHoursOf, insertTimesheets } from './timesheets.ts';

/** Fixed, so every machine seeds the same people, projects and hours (dates still follow `today`). */
const DEMO_SEED = 20261116;

export interface DemoDataSummary {
  employees: number;
  projects: number;
  payrollPeriods: number;
  timesheets: number;
}

/** True before the first seed: no employees means no demo accounts either. */
export const isDatabaseEmpty = async (db: Db): Promise<boolean> => {
  const { count } = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count === 0;
};

/**
 * Realistic demo data relative to `today` (DESIGN §5): ~60 employees, a dozen customers and projects, nine weekly
 * payroll periods through the current week, timesheets in every state with audit history, corrections and rosters.
 * One transaction: a failed seed leaves an empty database that the next start seeds again.
 */
export const seedDemoData = async (db: Db, options: { today?: Date } = {}): Promise<DemoDataSummary> => {
  const today = options.today ?? new Date();
  const random = createRandom(DEMO_SEED);
  return db.transaction().execute(async (trx) => {
    const { roleIdByKey } = await seedCatalog(trx);
    const employees = await seedEmployees(trx, random, roleIdByKey);
    const payrollClerk = employees.find((employee) => employee.email === 'payroll@example.com');
    if (!payrollClerk) throw new Error('the payroll demo account is missing');
    const projects = await seedProjects(trx, random, employees);
    const periods = await seedPayrollPeriods(trx, random, today, payrollClerk);

    const rateRows = await trx
      .selectFrom('perDiemRates')
      .select(['tableType', 'projectId', 'jobClass', 'perDiemType', 'rate'])
      .execute();
    const rates = new Map(
      rateRows.map((row) => [
        `${row.tableType}|${row.projectId ?? 0}|${row.jobClass}|${row.perDiemType}`,
        row.rate,
      ]),
    );
    const plans = planTimesheets(random, today, projects, periods, rates);
    const timesheets = await insertTimesheets(trx, random, plans);
    const correctionEvents = await seedCorrections(
      trx,
      random,
      today,
      timesheets,
      projects,
      periods,
      payrollClerk,
    );
    await insertAuditHistory(trx, random, today, timesheets, correctionEvents);
    await seedRosters(trx, random, today, periods, employees, approvedHoursOf(timesheets));

    return {
      employees: employees.length,
      projects: projects.length,
      payrollPeriods: periods.length,
      timesheets: timesheets.length,
    };
  });
};
