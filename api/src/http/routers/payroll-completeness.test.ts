import request from 'supertest';
import type { PayrollPeriodCompleteness, PayrollPeriodView, PayrollRosterRow } from 'shared-kit/domain';
import { COMPLETENESS_LIST_LIMIT } from '../../services/payroll-completeness.ts';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const get = async (path: string, email: string = DEMO.payroll, query: Record<string, string> = {}) =>
  request(api.app)
    .get(path)
    .query(query)
    .set('Authorization', await api.bearer(email));

const completeness = async (payrollPeriodId: number, email: string = DEMO.payroll) =>
  get(`/payroll-periods/${payrollPeriodId}/completeness`, email);

const periods = async (): Promise<PayrollPeriodView[]> =>
  (await get('/payroll-periods', DEMO.payroll, { calculateStats: 'true' })).body as PayrollPeriodView[];

const waiting = (period: PayrollPeriodView) =>
  (period.numUnapprovedTimesheets ?? 0) - (period.numRejectedTimesheets ?? 0);

/** What the rule should find, read straight from the tables: members without hours and without a reason. */
const expectedMissing = async (payrollPeriodId: number): Promise<number[]> => {
  const db = api.database.db;
  const active = await db
    .selectFrom('employees')
    .select('employeeId')
    .where('employeeStatus', '=', 'Active')
    .execute();
  const worked = (
    await db
      .selectFrom('timesheetRecords')
      .innerJoin('timesheets', 'timesheets.timesheetId', 'timesheetRecords.timesheetId')
      .select((eb) => [
        'timesheetRecords.employeeId',
        eb.fn.sum<number>('timesheetRecords.workHours').as('work'),
        eb.fn.sum<number>('timesheetRecords.driveMiles').as('drive'),
        eb.fn.sum<number>('timesheetRecords.flyMiles').as('fly'),
      ])
      .where('timesheets.payrollPeriodId', '=', payrollPeriodId)
      .where('timesheets.state', 'in', ['APPROVED', 'COMPLETED'])
      .groupBy('timesheetRecords.employeeId')
      .execute()
  ).filter((row) => Number(row.work) > 0 || Number(row.drive) > 0 || Number(row.fly) > 0);
  const reasoned = await db
    .selectFrom('payrollPeriodEmployees')
    .select('employeeId')
    .where('payrollPeriodId', '=', payrollPeriodId)
    .where('noPayStatus', 'is not', null)
    .execute();
  const excluded = new Set([...worked, ...reasoned].map((row) => row.employeeId));
  return active
    .map((row) => row.employeeId)
    .filter((id) => !excluded.has(id))
    .sort((a, b) => a - b);
};

describe('GET /payroll-periods/{id}/completeness', () => {
  it('lists the timesheets waiting for approval with what the links need, counted as the export counts them', async () => {
    const period = (await periods()).find((candidate) => waiting(candidate) > 0);
    if (!period) throw new Error('the seed has no period with unapproved timesheets');
    const response = await completeness(period.payrollPeriodId);
    expect(response.status).toBe(200);
    const check = response.body as PayrollPeriodCompleteness;
    expect(check).toEqual(
      expect.objectContaining({
        payrollPeriodId: period.payrollPeriodId,
        endDate: period.endDate,
        payrollPeriodState: period.payrollPeriodState,
        ready: false,
        unapprovedCount: waiting(period),
        rejectedCount: period.numRejectedTimesheets,
      }),
    );
    expect(check.unapprovedTimesheets).toHaveLength(Math.min(waiting(period), COMPLETENESS_LIST_LIMIT));
    const db = api.database.db;
    for (const sheet of check.unapprovedTimesheets) {
      expect(['OPEN', 'PENDING_APPROVAL', 'IN_REVIEW']).toContain(sheet.state);
      const stored = await db
        .selectFrom('timesheets')
        .innerJoin('projects', 'projects.projectId', 'timesheets.projectId')
        .innerJoin('employees', 'employees.employeeId', 'timesheets.creatorEmployeeId')
        .select([
          'timesheets.projectId',
          'timesheets.payrollPeriodId',
          'timesheets.date',
          'projects.projectNumber',
          'employees.firstName',
          'employees.lastName',
        ])
        .where('timesheets.timesheetId', '=', sheet.timesheetId)
        .executeTakeFirstOrThrow();
      expect(sheet).toEqual(
        expect.objectContaining({
          projectId: stored.projectId,
          projectNumber: stored.projectNumber,
          date: stored.date,
          foremanName: `${stored.firstName} ${stored.lastName}`,
        }),
      );
      expect(stored.payrollPeriodId).toBe(period.payrollPeriodId);
    }
    const dates = check.unapprovedTimesheets.map((sheet) => sheet.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('finds the roster members with neither hours nor a no-pay reason, by name; a reason takes one off', async () => {
    const closed = (await periods()).find((candidate) => candidate.payrollPeriodState === 'CLOSED');
    if (!closed) throw new Error('no CLOSED period in the seed');
    const check = (await completeness(closed.payrollPeriodId)).body as PayrollPeriodCompleteness;
    const expected = await expectedMissing(closed.payrollPeriodId);
    expect(check.employeesWithoutHoursOrReasonCount).toBe(expected.length);
    expect(check.employeesWithoutHoursOrReason).toHaveLength(
      Math.min(expected.length, COMPLETENESS_LIST_LIMIT),
    );
    const names = check.employeesWithoutHoursOrReason.map(
      (employee) => `${employee.lastName}, ${employee.firstName}`,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const [first] = check.employeesWithoutHoursOrReason;
    if (!first) throw new Error('the CLOSED period has nobody without hours or reason');
    expect(expected).toContain(first.employeeId);

    const roster = (await get(`/payroll-periods/${closed.payrollPeriodId}/roster`))
      .body as PayrollRosterRow[];
    const row = roster.find((candidate) => candidate.employeeId === first.employeeId);
    if (!row) throw new Error('no roster row for the employee');
    const saved = await request(api.app)
      .put(`/payroll-periods/${closed.payrollPeriodId}/roster/no-pay`)
      .set('Authorization', await api.bearer(DEMO.payroll))
      .send({ version: closed.version, payrollRosters: [{ ...row, noPayStatus: 'OFF' }] });
    expect(saved.status).toBe(200);

    const after = (await completeness(closed.payrollPeriodId)).body as PayrollPeriodCompleteness;
    expect(after.employeesWithoutHoursOrReasonCount).toBe(expected.length - 1);
    expect(after.employeesWithoutHoursOrReason.map((employee) => employee.employeeId)).not.toContain(
      first.employeeId,
    );
  });

  it('counts an employee without a roster row yet (roster not generated) as missing', async () => {
    const open = (await periods()).find(
      (candidate) => candidate.payrollPeriodState === 'OPEN' && candidate.rosterGeneratedTime === null,
    );
    if (!open) throw new Error('no OPEN period without a roster in the seed');
    const check = (await completeness(open.payrollPeriodId)).body as PayrollPeriodCompleteness;
    expect(check.employeesWithoutHoursOrReasonCount).toBe(
      (await expectedMissing(open.payrollPeriodId)).length,
    );
    expect(check.employeesWithoutHoursOrReasonCount).toBeGreaterThan(0);
  });

  it('is ready once nothing waits for approval and every employee without hours has a reason', async () => {
    const db = api.database.db;
    const { payrollPeriodId } = await db
      .insertInto('payrollPeriods')
      .values({ startDate: '2031-03-03', endDate: '2031-03-09', state: 'OPEN' })
      .returning('payrollPeriodId')
      .executeTakeFirstOrThrow();
    const before = (await completeness(payrollPeriodId)).body as PayrollPeriodCompleteness;
    expect(before).toEqual(
      expect.objectContaining({
        ready: false,
        unapprovedCount: 0,
        unapprovedTimesheets: [],
        rejectedCount: 0,
      }),
    );
    expect(before.employeesWithoutHoursOrReasonCount).toBe((await expectedMissing(payrollPeriodId)).length);

    const regenerated = await request(api.app)
      .post(`/payroll-periods/${payrollPeriodId}/roster`)
      .set('Authorization', await api.bearer(DEMO.payroll));
    expect(regenerated.status).toBe(200);
    const roster = (await get(`/payroll-periods/${payrollPeriodId}/roster`)).body as PayrollRosterRow[];
    const saved = await request(api.app)
      .put(`/payroll-periods/${payrollPeriodId}/roster/no-pay`)
      .set('Authorization', await api.bearer(DEMO.payroll))
      .send({
        version: (regenerated.body as PayrollPeriodView).version,
        payrollRosters: roster.map((row) => ({ ...row, noPayStatus: 'NOT_ASSIGNED_JOB_YET' })),
      });
    expect(saved.status).toBe(200);

    expect((await completeness(payrollPeriodId)).body).toEqual({
      payrollPeriodId,
      endDate: '2031-03-09',
      payrollPeriodState: 'OPEN',
      ready: true,
      unapprovedCount: 0,
      unapprovedTimesheets: [],
      rejectedCount: 0,
      employeesWithoutHoursOrReasonCount: 0,
      employeesWithoutHoursOrReason: [],
    });
  });

  it('needs PayrollDashboard_Close or _Complete (403 for the approver and the foreman, 401 without a token)', async () => {
    const [period] = await periods();
    if (!period) throw new Error('no period');
    expect((await completeness(period.payrollPeriodId, DEMO.admin)).status).toBe(200);
    expect((await completeness(period.payrollPeriodId, DEMO.approver)).status).toBe(403);
    expect((await completeness(period.payrollPeriodId, DEMO.foreman)).status).toBe(403);
    expect((await completeness(period.payrollPeriodId, DEMO.noaccess)).status).toBe(403);
    expect(
      (await request(api.app).get(`/payroll-periods/${period.payrollPeriodId}/completeness`)).status,
    ).toBe(401);
  });

  it('answers 404 "Payroll period not found" for an unknown or malformed id', async () => {
    expect((await completeness(99999)).body).toEqual({ message: 'Payroll period not found' });
    expect((await get('/payroll-periods/abc/completeness')).status).toBe(404);
  });
});
