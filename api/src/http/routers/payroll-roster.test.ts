import request from 'supertest';
import { NO_PAY_STATUSES, type PayrollPeriodView, type PayrollRosterRow } from 'shared-kit/domain';
import { NO_PAY_LOCKED, rosterMembers } from '../../services/roster.ts';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const authorised = async (test: request.Test, email: string) =>
  test.set('Authorization', await api.bearer(email));

const periodIn = async (state: string): Promise<PayrollPeriodView> => {
  const response = await authorised(
    request(api.app).get('/payroll-periods?calculateStats=true'),
    DEMO.payroll,
  );
  const found = (response.body as PayrollPeriodView[]).find((period) => period.payrollPeriodState === state);
  if (!found) throw new Error(`no ${state} period`);
  return found;
};

const periodById = async (payrollPeriodId: number): Promise<PayrollPeriodView> =>
  (await authorised(request(api.app).get(`/payroll-periods/${payrollPeriodId}`), DEMO.payroll))
    .body as PayrollPeriodView;

const roster = async (payrollPeriodId: number): Promise<PayrollRosterRow[]> =>
  (await authorised(request(api.app).get(`/payroll-periods/${payrollPeriodId}/roster`), DEMO.payroll))
    .body as PayrollRosterRow[];

const regenerate = async (payrollPeriodId: number, email: string = DEMO.payroll, body: object = {}) =>
  authorised(request(api.app).post(`/payroll-periods/${payrollPeriodId}/roster`).send(body), email);

const saveNoPay = async (payrollPeriodId: number, body: object, email: string = DEMO.payroll) =>
  authorised(request(api.app).put(`/payroll-periods/${payrollPeriodId}/roster/no-pay`).send(body), email);

describe('rosterMembers', () => {
  it('holds every active employee with zero hours, plus anyone with approved hours', () => {
    expect(
      rosterMembers(
        [1, 2],
        [
          { employeeId: 2, hours: 8, travelHours: 1 },
          { employeeId: 9, hours: 4, travelHours: 0 },
        ],
      ),
    ).toEqual([
      { employeeId: 1, hours: 0, travelHours: 0 },
      { employeeId: 2, hours: 8, travelHours: 1 },
      { employeeId: 9, hours: 4, travelHours: 0 },
    ]);
  });
});

describe('GET /payroll-periods/{id}/roster (NOPAY-04/05)', () => {
  it('returns the rows with every NOPAY-05 field, hours highest first', async () => {
    const closed = await periodIn('CLOSED');
    const rows = await roster(closed.payrollPeriodId);
    expect(rows.length).toBeGreaterThan(20);
    expect(Object.keys(rows[0] as object).sort()).toEqual(
      [
        'payrollPeriodEmployeeId',
        'hours',
        'travelHours',
        'noPayStatus',
        'noPayNotes',
        'employeeAccumaticaId',
        'employeeStatus',
        'employeeFirstName',
        'employeeLastName',
        'employeeId',
        'employeePrimaryJobClass',
        'employeeStateCode',
        'employeeClass',
      ].sort(),
    );
    const hours = rows.map((row) => row.hours);
    expect(hours).toEqual([...hours].sort((a, b) => b - a));
    expect(typeof rows[0]?.hours).toBe('number');
    expect(rows.filter((row) => row.hours === 0 && row.travelHours === 0)).toHaveLength(
      closed.numNoPayEmployees ?? -1,
    );
  });

  it('is 404 for an unknown period and 403 without PayrollDashboard_View', async () => {
    expect(
      (await authorised(request(api.app).get('/payroll-periods/9999/roster'), DEMO.payroll)).status,
    ).toBe(404);
    expect((await authorised(request(api.app).get('/payroll-periods/1/roster'), DEMO.approver)).status).toBe(
      403,
    );
  });
});

describe('POST /payroll-periods/{id}/roster: regenerate (PAYROLL-19, U-11, U-13)', () => {
  it('builds the roster of an OPEN period from approved hours, sets rosterGeneratedTime and keeps the state', async () => {
    const open = (await authorised(request(api.app).get('/payroll-periods?state=OPEN'), DEMO.payroll))
      .body as PayrollPeriodView[];
    const lastWeek = open[open.length - 1] as PayrollPeriodView;
    const response = await regenerate(lastWeek.payrollPeriodId);
    expect(response.status).toBe(200);
    const period = response.body as PayrollPeriodView;
    expect(period.payrollPeriodState).toBe('OPEN');
    expect(period.rosterGeneratedTime).not.toBeNull();
    expect(Date.now() - Date.parse(period.rosterGeneratedTime as string)).toBeLessThan(60_000);
    expect(period.version).toBe(lastWeek.version + 1);

    const rows = await roster(lastWeek.payrollPeriodId);
    const db = api.database.db;
    const active = await db
      .selectFrom('employees')
      .select('employeeId')
      .where('employeeStatus', '=', 'Active')
      .execute();
    const onRoster = new Set(rows.map((row) => row.employeeId));
    expect(active.every((employee) => onRoster.has(employee.employeeId))).toBe(true);

    const approved = await db
      .selectFrom('timesheetRecords')
      .innerJoin('timesheets', 'timesheets.timesheetId', 'timesheetRecords.timesheetId')
      .select([
        'timesheetRecords.employeeId',
        'timesheetRecords.workHours',
        'timesheetRecords.driveMiles',
        'timesheetRecords.flyMiles',
      ])
      .where('timesheets.payrollPeriodId', '=', lastWeek.payrollPeriodId)
      .where('timesheets.state', '=', 'APPROVED')
      .execute();
    const worker = approved[0];
    expect(worker).toBeDefined();
    {
      const workerId = worker?.employeeId;
      const mine = approved.filter((record) => record.employeeId === workerId);
      const row = rows.find((candidate) => candidate.employeeId === workerId);
      expect(row?.hours).toBeCloseTo(
        mine.reduce((sum, record) => sum + record.workHours, 0),
        2,
      );
      expect(row?.travelHours).toBeCloseTo(
        mine.reduce((sum, record) => sum + record.driveMiles / 50 + record.flyMiles / 250, 0),
        2,
      );
    }
    const workedIds = new Set(approved.map((record) => record.employeeId));
    for (const row of rows.filter((candidate) => !workedIds.has(candidate.employeeId))) {
      expect([row.hours, row.travelHours]).toEqual([0, 0]);
    }
  });

  it('keeps the status and notes of rows that remain and drops inactive employees without hours', async () => {
    const closed = await periodIn('CLOSED');
    const rows = await roster(closed.payrollPeriodId);
    const [kept, dropped] = rows.filter((row) => row.hours === 0 && row.travelHours === 0);
    if (!kept || !dropped) throw new Error('the seed has no no-pay rows');
    const saved = await saveNoPay(closed.payrollPeriodId, {
      version: closed.version,
      payrollRosters: [
        { payrollPeriodEmployeeId: kept.payrollPeriodEmployeeId, noPayStatus: 'PTO', noPayNotes: 'Vacation' },
      ],
    });
    expect(saved.status).toBe(200);
    await api.database.db
      .updateTable('employees')
      .set({ employeeStatus: 'Inactive' })
      .where('employeeId', '=', dropped.employeeId)
      .execute();
    try {
      expect((await regenerate(closed.payrollPeriodId)).status).toBe(200);
      const after = await roster(closed.payrollPeriodId);
      const keptAfter = after.find((row) => row.employeeId === kept.employeeId);
      expect(keptAfter).toEqual(expect.objectContaining({ noPayStatus: 'PTO', noPayNotes: 'Vacation' }));
      expect(after.some((row) => row.employeeId === dropped.employeeId)).toBe(false);
    } finally {
      await api.database.db
        .updateTable('employees')
        .set({ employeeStatus: 'Active' })
        .where('employeeId', '=', dropped.employeeId)
        .execute();
    }
  });

  it('refuses to regenerate a COMPLETED period (409) and checks a version when one is sent', async () => {
    const completed = await periodIn('COMPLETED');
    const locked = await regenerate(completed.payrollPeriodId);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(
      'This payroll period is completed and permanently locked; its roster cannot be regenerated.',
    );
    const open = await periodIn('OPEN');
    expect((await regenerate(open.payrollPeriodId, DEMO.payroll, { version: open.version + 3 })).status).toBe(
      409,
    );
    expect((await regenerate(open.payrollPeriodId, DEMO.payroll, { version: open.version })).status).toBe(
      200,
    );
  });

  it('needs PayrollDashboard_GenerateRoster (403 for the approver)', async () => {
    expect((await regenerate(1, DEMO.approver)).status).toBe(403);
  });
});

describe('PUT /payroll-periods/{id}/roster/no-pay (NOPAY-09/15)', () => {
  it('saves enum statuses and trimmed notes, and bumps the version', async () => {
    const closed = await periodIn('CLOSED');
    const rows = (await roster(closed.payrollPeriodId)).filter(
      (row) => row.hours === 0 && row.travelHours === 0,
    );
    const [first, second] = rows;
    if (!first || !second) throw new Error('no no-pay rows');
    const response = await saveNoPay(closed.payrollPeriodId, {
      version: closed.version,
      payrollRosters: [
        { ...first, noPayStatus: 'REQUESTED_NOT_FLEXIBLE_TIME_OFF', noPayNotes: '  Doctor visit  ' },
        { ...second, noPayStatus: '', noPayNotes: '   ' },
      ],
    });
    expect(response.status).toBe(200);
    expect((response.body as PayrollPeriodView).version).toBe(closed.version + 1);
    const after = await roster(closed.payrollPeriodId);
    expect(after.find((row) => row.payrollPeriodEmployeeId === first.payrollPeriodEmployeeId)).toEqual(
      expect.objectContaining({ noPayStatus: 'REQUESTED_NOT_FLEXIBLE_TIME_OFF', noPayNotes: 'Doctor visit' }),
    );
    expect(after.find((row) => row.payrollPeriodEmployeeId === second.payrollPeriodEmployeeId)).toEqual(
      expect.objectContaining({ noPayStatus: null, noPayNotes: null }),
    );
  });

  it('refuses any change to a COMPLETED period (409, locked) and leaves its rows as they were', async () => {
    const completed = await periodIn('COMPLETED');
    const before = await roster(completed.payrollPeriodId);
    const [row] = before;
    if (!row) throw new Error('empty roster');
    const response = await saveNoPay(completed.payrollPeriodId, {
      version: completed.version,
      payrollRosters: [
        { payrollPeriodEmployeeId: row.payrollPeriodEmployeeId, noPayStatus: 'PTO', noPayNotes: 'late' },
      ],
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(NO_PAY_LOCKED);
    expect(await roster(completed.payrollPeriodId)).toEqual(before);
  });

  it('accepts every no-pay status of CONST-10 and refuses a label instead of the enum value (400)', async () => {
    const period = await periodIn('CLOSED');
    const [row] = await roster(period.payrollPeriodId);
    if (!row) throw new Error('empty roster');
    let version = period.version;
    for (const status of NO_PAY_STATUSES) {
      const response = await saveNoPay(period.payrollPeriodId, {
        version,
        payrollRosters: [
          { payrollPeriodEmployeeId: row.payrollPeriodEmployeeId, noPayStatus: status, noPayNotes: null },
        ],
      });
      expect(response.status).toBe(200);
      version += 1;
    }
    const label = await saveNoPay(period.payrollPeriodId, {
      version,
      payrollRosters: [
        { payrollPeriodEmployeeId: row.payrollPeriodEmployeeId, noPayStatus: 'Off', noPayNotes: null },
      ],
    });
    expect(label.status).toBe(400);
    expect(label.body.errors[0].path).toBe('payrollRosters.0.noPayStatus');
  });

  it('refuses a stale version (409), a missing one (428) and a row of another period (400)', async () => {
    const period = await periodIn('CLOSED');
    const [row] = await roster(period.payrollPeriodId);
    const completed = await periodIn('COMPLETED');
    const [foreign] = await roster(completed.payrollPeriodId);
    if (!row || !foreign) throw new Error('empty roster');
    const edit = (id: number) => [{ payrollPeriodEmployeeId: id, noPayStatus: 'OFF', noPayNotes: null }];
    expect(
      (
        await saveNoPay(period.payrollPeriodId, {
          version: period.version - 1,
          payrollRosters: edit(row.payrollPeriodEmployeeId),
        })
      ).status,
    ).toBe(409);
    expect(
      (await saveNoPay(period.payrollPeriodId, { payrollRosters: edit(row.payrollPeriodEmployeeId) })).status,
    ).toBe(428);
    const wrong = await saveNoPay(period.payrollPeriodId, {
      version: period.version,
      payrollRosters: edit(foreign.payrollPeriodEmployeeId),
    });
    expect(wrong.status).toBe(400);
    expect((await periodById(period.payrollPeriodId)).version).toBe(period.version);
  });

  it('needs PayrollDashboard_Export (NOPAY-14): 403 for the approver', async () => {
    expect((await saveNoPay(1, { version: 1, payrollRosters: [] }, DEMO.approver)).status).toBe(403);
  });
});
