import { sql } from 'kysely';
import request from 'supertest';
import { weekDays, type CertifiedPayroll } from 'shared-kit/domain';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
/** The prevailing wage project and COMPLETED week with the most approved hours in the seed. */
let busiest: { projectId: number; payrollPeriodId: number; startDate: string; endDate: string };

beforeAll(async () => {
  api = await createTestApi();
  const db = api.database.db;
  const found = await db
    .selectFrom('timesheets as t')
    .innerJoin('projects as p', 'p.projectId', 't.projectId')
    .innerJoin('payrollPeriods as pp', 'pp.payrollPeriodId', 't.payrollPeriodId')
    .innerJoin('timesheetRecords as r', 'r.timesheetId', 't.timesheetId')
    .select(['t.projectId', 'pp.payrollPeriodId', 'pp.startDate', 'pp.endDate'])
    .where('p.prevailingWage', '=', true)
    .where('pp.state', '=', 'COMPLETED')
    .where('t.state', 'in', ['APPROVED', 'COMPLETED'])
    .groupBy(['t.projectId', 'pp.payrollPeriodId', 'pp.startDate', 'pp.endDate'])
    .orderBy(sql`sum(r.work_hours)`, 'desc')
    .executeTakeFirst();
  if (!found)
    throw new Error('the seed has no approved work on a prevailing wage project in a completed week');
  busiest = found;
});
afterAll(() => api.close());

const certifiedPayroll = async (
  projectId: number | string,
  weekEnding?: string,
  email: string = DEMO.payroll,
) =>
  request(api.app)
    .get(`/projects/${projectId}/certified-payroll`)
    .query(weekEnding === undefined ? {} : { weekEnding })
    .set('Authorization', await api.bearer(email));

/** Approved work hours plus Update Work Hours corrections of the project and period, read straight from the tables. */
const expectedTotal = async (projectId: number, payrollPeriodId: number): Promise<number> => {
  const db = api.database.db;
  const work = await db
    .selectFrom('timesheetRecords as r')
    .innerJoin('timesheets as t', 't.timesheetId', 'r.timesheetId')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('r.workHours'), eb.lit(0)).as('hours'))
    .where('t.projectId', '=', projectId)
    .where('t.payrollPeriodId', '=', payrollPeriodId)
    .where('t.state', 'in', ['APPROVED', 'COMPLETED'])
    .executeTakeFirstOrThrow();
  const crew = await db
    .selectFrom('timesheetCorrections as c')
    .innerJoin('timesheets as t', 't.timesheetId', 'c.timesheetId')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('c.correctionWorkHours'), eb.lit(0)).as('hours'))
    .where('t.projectId', '=', projectId)
    .where('t.payrollPeriodId', '=', payrollPeriodId)
    .where('c.correctionType', '=', 'ADD_WORK_HOURS')
    .executeTakeFirstOrThrow();
  const standalone = await db
    .selectFrom('projectCorrections')
    .select('newValue')
    .where('projectId', '=', projectId)
    .where('payrollPeriodId', '=', payrollPeriodId)
    .where('correctionType', '=', 'ADD_WORK_HOURS')
    .execute();
  const total =
    Number(work.hours) + Number(crew.hours) + standalone.reduce((sum, row) => sum + Number(row.newValue), 0);
  return Math.round(total * 100) / 100;
};

const sum = (values: readonly number[]) =>
  Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

describe('GET /projects/{id}/certified-payroll?weekEnding (WH-347 hours block)', () => {
  it('lists each worker and job class with hours Monday to Sunday, row and day totals, from approved work and corrections', async () => {
    const response = await certifiedPayroll(busiest.projectId, busiest.endDate);
    expect(response.status).toBe(200);
    const report = response.body as CertifiedPayroll;
    expect(report).toEqual(
      expect.objectContaining({
        companyName: 'Crewtime',
        projectId: busiest.projectId,
        weekStarting: busiest.startDate,
        weekEnding: busiest.endDate,
        days: weekDays(busiest.startDate),
        payrollPeriodId: busiest.payrollPeriodId,
        payrollPeriodState: 'COMPLETED',
        unapprovedTimesheets: [],
      }),
    );
    expect(report.workers.length).toBeGreaterThan(0);
    for (const worker of report.workers) {
      expect(worker.dailyHours).toHaveLength(7);
      expect(sum(worker.dailyHours)).toBe(worker.totalHours);
      expect(worker.correctionHours).toBeLessThanOrEqual(worker.totalHours);
    }
    expect(report.dailyTotals).toEqual(
      report.days.map((_, index) => sum(report.workers.map((worker) => worker.dailyHours[index] ?? 0))),
    );
    expect(report.totalHours).toBe(sum(report.dailyTotals));
    expect(report.totalHours).toBe(await expectedTotal(busiest.projectId, busiest.payrollPeriodId));
    const names = report.workers.map((worker) => `${worker.lastName}\u0000${worker.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("adds a standalone Update Work Hours correction to the worker's day, as correction hours", async () => {
    const before = (await certifiedPayroll(busiest.projectId, busiest.endDate)).body as CertifiedPayroll;
    const worker = before.workers[0];
    if (!worker) throw new Error('no worker');
    const wednesday = before.days[2] as string;
    const created = await request(api.app)
      .post('/project-corrections')
      .set('Authorization', await api.bearer(DEMO.payroll))
      .send({
        payrollPeriodId: busiest.payrollPeriodId,
        projectId: busiest.projectId,
        employeeId: worker.employeeId,
        correctionDate: wednesday,
        correctionType: 'ADD_WORK_HOURS',
        newValue: '2.5',
        comments: 'Missed hours',
      });
    expect(created.status).toBe(201);
    // A correction of another type changes no hours.
    await request(api.app)
      .post('/project-corrections')
      .set('Authorization', await api.bearer(DEMO.payroll))
      .send({
        payrollPeriodId: busiest.payrollPeriodId,
        projectId: busiest.projectId,
        employeeId: worker.employeeId,
        correctionDate: wednesday,
        correctionType: 'ADD_DRIVE_MILES',
        newValue: '40',
      })
      .expect(201);

    const after = (await certifiedPayroll(busiest.projectId, busiest.endDate)).body as CertifiedPayroll;
    expect(after.totalHours).toBe(sum([before.totalHours, 2.5]));
    expect(after.dailyTotals[2]).toBe(sum([before.dailyTotals[2] ?? 0, 2.5]));
    const lines = after.workers.filter((line) => line.employeeId === worker.employeeId);
    expect(sum(lines.map((line) => line.correctionHours))).toBe(
      sum([
        ...before.workers
          .filter((line) => line.employeeId === worker.employeeId)
          .map((line) => line.correctionHours),
        2.5,
      ]),
    );
    expect(after.totalHours).toBe(await expectedTotal(busiest.projectId, busiest.payrollPeriodId));
  });

  it('leaves out timesheets still waiting for approval, and lists them', async () => {
    const db = api.database.db;
    const pending = await db
      .selectFrom('timesheets as t')
      .innerJoin('projects as p', 'p.projectId', 't.projectId')
      .innerJoin('payrollPeriods as pp', 'pp.payrollPeriodId', 't.payrollPeriodId')
      .select(['t.timesheetId', 't.projectId', 'pp.payrollPeriodId', 'pp.endDate'])
      .where('p.prevailingWage', '=', true)
      .where('t.state', 'in', ['OPEN', 'PENDING_APPROVAL', 'IN_REVIEW'])
      .orderBy('t.timesheetId')
      .executeTakeFirst();
    if (!pending) throw new Error('the seed has no unapproved timesheet on a prevailing wage project');
    const report = (await certifiedPayroll(pending.projectId, pending.endDate)).body as CertifiedPayroll;
    expect(report.unapprovedTimesheets.map((sheet) => sheet.timesheetId)).toContain(pending.timesheetId);
    expect(report.unapprovedTimesheets.every((sheet) => sheet.projectId === pending.projectId)).toBe(true);
    expect(report.totalHours).toBe(await expectedTotal(pending.projectId, pending.payrollPeriodId));
  });

  it('answers an empty week when no payroll period holds it', async () => {
    const report = (await certifiedPayroll(busiest.projectId, '2035-01-07')).body as CertifiedPayroll;
    expect(report).toEqual(
      expect.objectContaining({
        weekStarting: '2035-01-01',
        weekEnding: '2035-01-07',
        payrollPeriodId: null,
        payrollPeriodState: null,
        workers: [],
        dailyTotals: [0, 0, 0, 0, 0, 0, 0],
        totalHours: 0,
        unapprovedTimesheets: [],
      }),
    );
  });

  it('refuses a week ending that is not a Sunday, or none, with 400', async () => {
    const saturday = weekDays(busiest.startDate)[5] as string;
    const notSunday = await certifiedPayroll(busiest.projectId, saturday);
    expect(notSunday.status).toBe(400);
    expect(notSunday.body).toEqual({
      message: 'weekEnding: The week ending date must be a Sunday (weeks run Monday to Sunday)',
      errors: [
        { path: 'weekEnding', message: 'The week ending date must be a Sunday (weeks run Monday to Sunday)' },
      ],
    });
    expect((await certifiedPayroll(busiest.projectId, '2026-02-30')).status).toBe(400);
    expect((await certifiedPayroll(busiest.projectId)).body).toEqual(
      expect.objectContaining({ message: 'weekEnding: Choose the week ending date' }),
    );
  });

  it('refuses a project that is not prevailing wage with 400, and answers 404 for an unknown one', async () => {
    const project = await api.database.db
      .selectFrom('projects')
      .select(['projectId', 'projectNumber'])
      .where('prevailingWage', '=', false)
      .orderBy('projectId')
      .executeTakeFirstOrThrow();
    const response = await certifiedPayroll(project.projectId, busiest.endDate);
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(
      /^Project P-\S+ \S+ \S+ is not a prevailing wage project; certified payroll covers prevailing wage projects only\.$/,
    );
    expect((await certifiedPayroll(99999, busiest.endDate)).body).toEqual({ message: 'Project not found' });
    expect((await certifiedPayroll('abc', busiest.endDate)).status).toBe(404);
  });

  it('needs PayrollDashboard_View: 403 for the foreman and the approver, 401 without a token', async () => {
    expect((await certifiedPayroll(busiest.projectId, busiest.endDate, DEMO.admin)).status).toBe(200);
    expect((await certifiedPayroll(busiest.projectId, busiest.endDate, DEMO.foreman)).status).toBe(403);
    expect((await certifiedPayroll(busiest.projectId, busiest.endDate, DEMO.approver)).status).toBe(403);
    expect(
      (
        await request(api.app)
          .get(`/projects/${busiest.projectId}/certified-payroll`)
          .query({ weekEnding: busiest.endDate })
      ).status,
    ).toBe(401);
  });
});
