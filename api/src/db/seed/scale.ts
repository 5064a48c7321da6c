import { addDays, startOfWeek, subWeeks } from 'date-fns';
import { toApiDate } from 'shared-kit/domain';
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { laborItemOf, type JobClassTitle } from './catalog.ts';
import { isDatabaseEmpty, seedDemoData } from './index.ts';
import { inChunks } from './insert-in-chunks.ts';
import { createRandom } from './random.ts';

export interface ScaleOptions {
  employees: number;
  projects: number;
  weeks: number;
  today?: Date;
}

export interface ScaleSummary {
  employees: number;
  projects: number;
  payrollPeriods: number;
  timesheets: number;
  timesheetRecords: number;
}

const SCALE_SEED = 4242;
const CREW_CLASSES: readonly JobClassTitle[] = [
  'JOURNEYMAN',
  'ELECTRICIAN',
  'WELDER',
  'EQUIPMENT_OPERATOR',
  'CARPENTER',
  'LABORER',
];
const CREW_PER_PROJECT = 6;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Project numbers that satisfy the seeds' pattern and never collide with the demo ones: P{13-99}S{2 chars}{01-99}. */
const scaleProjectNumber = (index: number): string => {
  const number = 13 + (index % 87);
  const rest = Math.floor(index / 87);
  const code = `S${LETTERS[Math.floor(rest / 26) % 26]}${LETTERS[rest % 26]}`;
  const sequence = String(1 + (Math.floor(rest / 676) % 99)).padStart(2, '0');
  return `P${number}${code}${sequence}`;
};

/**
 * Benchmark data on top of the demo seed (issue 3: `npm run seed:scale -w api -- --employees 2500 --projects 300
 * --weeks 52`): employees, projects with rosters, weekly payroll periods back `weeks` weeks, and one timesheet per
 * project and weekday with its crew. Old periods are COMPLETED with APPROVED timesheets, as in production.
 */
export const seedScaleData = async (db: Db, options: ScaleOptions): Promise<ScaleSummary> => {
  const today = options.today ?? new Date();
  if (await isDatabaseEmpty(db)) await seedDemoData(db, { today });
  const random = createRandom(SCALE_SEED);

  const summary = await db.transaction().execute(async (trx) => {
    const existingEmployees = await trx.selectFrom('employees').select('employeeId').execute();
    const newEmployees = Array.from(
      { length: Math.max(0, options.employees - existingEmployees.length) },
      (_, index) => {
        const jobClass = CREW_CLASSES[index % CREW_CLASSES.length]!;
        return {
          accumaticaId: `SC${100000 + index}`,
          payrollProviderId: `SCP${100000 + index}`,
          firstName: `Crew${index}`,
          lastName: `Member${String(index).padStart(5, '0')}`,
          email: null,
          stateCode: 'TX',
          employeeClass: index % 7 === 0 ? 'BIWKLYHRLY' : 'WKLYHRLY',
          department: 'FIELD',
          laborItem: laborItemOf(jobClass),
          primaryJobClass: jobClass,
          perDiemEligible: index % 3 !== 0,
        };
      },
    );
    const crewIds = (
      await inChunks(newEmployees, (chunk) =>
        trx.insertInto('employees').values(chunk).returning('employeeId').execute(),
      )
    ).map((row) => row.employeeId);
    const foremen = await trx
      .selectFrom('employees')
      .select('employeeId')
      .where('primaryJobClass', '=', 'FOREMAN')
      .execute();
    const managers = await trx
      .selectFrom('employees')
      .select('employeeId')
      .where('department', 'in', ['PROJMGMT', 'EXEC'])
      .execute();
    const customers = await trx.selectFrom('customers').select('customerId').execute();
    if (!foremen.length || !managers.length || !customers.length || !crewIds.length) {
      throw new Error(
        'scale seed needs the demo foremen, managers and customers, and at least one new employee',
      );
    }

    const existingProjects = await trx.selectFrom('projects').select('projectId').execute();
    const projectRows = Array.from(
      { length: Math.max(0, options.projects - existingProjects.length) },
      (_, index) => ({
        projectNumber: scaleProjectNumber(index),
        status: 'Active',
        customerId: customers[index % customers.length]!.customerId,
        description: `Scale project ${index + 1}`,
        address: `${100 + index} Industrial Way`,
        city: 'Houston',
        stateCode: 'TX',
        zipCode: '77002',
        pmEmployeeId: managers[index % managers.length]!.employeeId,
        prevailingWage: index % 5 === 0,
      }),
    );
    const projects = (
      await inChunks(projectRows, (chunk) =>
        trx.insertInto('projects').values(chunk).returning('projectId').execute(),
      )
    ).map((row, index) => ({
      projectId: row.projectId,
      foremanId: foremen[index % foremen.length]!.employeeId,
      crew: Array.from(
        { length: CREW_PER_PROJECT },
        (_, slot) => crewIds[(index * CREW_PER_PROJECT + slot) % crewIds.length]!,
      ),
    }));
    await inChunks(
      projects.flatMap((project) =>
        project.crew.map((employeeId, slot) => ({
          projectId: project.projectId,
          employeeId,
          jobClass: CREW_CLASSES[slot % CREW_CLASSES.length]!,
        })),
      ),
      (chunk) => trx.insertInto('projectEmployees').values(chunk).returning('projectEmployeeId').execute(),
    );

    // Weekly periods (Monday–Sunday) older than the demo ones, all COMPLETED.
    const currentMonday = startOfWeek(today, { weekStartsOn: 1 });
    const { earliest } = await trx
      .selectFrom('payrollPeriods')
      .select((eb) => eb.fn.min('startDate').as('earliest'))
      .executeTakeFirstOrThrow();
    const periodRows = Array.from({ length: options.weeks }, (_, back) => subWeeks(currentMonday, back))
      .filter((monday) => !earliest || toApiDate(monday) < String(earliest))
      .map((monday) => ({
        startDate: toApiDate(monday),
        endDate: toApiDate(addDays(monday, 6)),
        state: 'COMPLETED',
      }));
    await inChunks(periodRows, (chunk) =>
      trx.insertInto('payrollPeriods').values(chunk).returning('payrollPeriodId').execute(),
    );
    const periods = await trx
      .selectFrom('payrollPeriods')
      .select(['payrollPeriodId', 'startDate', 'endDate', 'state'])
      .execute();
    const periodOf = (date: string) =>
      periods.find((period) => period.startDate <= date && date <= period.endDate);

    const timesheetRows: {
      projectId: number;
      date: string;
      state: string;
      creatorEmployeeId: number;
      payrollPeriodId: number;
      dailyJournal: string;
      foremanSignerName: string;
    }[] = [];
    const crewOfRow: number[][] = [];
    const todayText = toApiDate(today);
    for (let back = 0; back < options.weeks; back += 1) {
      const monday = subWeeks(currentMonday, back);
      for (let day = 0; day < 5; day += 1) {
        const date = toApiDate(addDays(monday, day));
        if (date > todayText) continue;
        const period = periodOf(date);
        if (!period) continue;
        for (const project of projects) {
          const state =
            period.state === 'OPEN' ? (random.next() < 0.5 ? 'PENDING_APPROVAL' : 'APPROVED') : 'APPROVED';
          timesheetRows.push({
            projectId: project.projectId,
            date,
            state,
            creatorEmployeeId: project.foremanId,
            payrollPeriodId: period.payrollPeriodId,
            dailyJournal: 'Crew on site; work as scheduled.',
            foremanSignerName: 'Scale Foreman',
          });
          crewOfRow.push(project.crew);
        }
      }
    }
    const timesheetIds = (
      await inChunks(
        timesheetRows,
        (chunk) => trx.insertInto('timesheets').values(chunk).returning('timesheetId').execute(),
        500,
      )
    ).map((row) => row.timesheetId);
    const recordRows = timesheetIds.flatMap((timesheetId, index) =>
      crewOfRow[index]!.map((employeeId) => ({
        timesheetId,
        employeeId,
        workHours: 8 + Math.round(random.next() * 4) / 2,
        driveMiles: Math.round(random.next() * 80),
        originAndDestination: 'Yard to site',
        isFromProject: true,
      })),
    );
    await inChunks(
      recordRows,
      (chunk) => trx.insertInto('timesheetRecords').values(chunk).returning('timesheetRecordId').execute(),
      1000,
    );

    return {
      employees: existingEmployees.length + crewIds.length,
      projects: existingProjects.length + projects.length,
      payrollPeriods: periods.length,
      timesheets: timesheetIds.length,
      timesheetRecords: recordRows.length,
    };
  });
  // A bulk load leaves the planner without statistics until autovacuum comes by (PGlite has none): gather them, as
  // after any bulk load, so queries are planned as on a production database.
  await sql`analyze`.execute(db);
  return summary;
};
