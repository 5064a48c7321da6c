import request from 'supertest';
import { toApiDate, type PayrollPeriodView } from 'shared-kit/domain';
import { isPeriodLocked } from '../../services/payroll.ts';
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

const put = async (path: string, body: object, email: string = DEMO.payroll) =>
  request(api.app)
    .put(path)
    .send(body)
    .set('Authorization', await api.bearer(email));

const periods = async (): Promise<PayrollPeriodView[]> =>
  (await get('/payroll-periods', DEMO.payroll, { calculateStats: 'true' })).body as PayrollPeriodView[];

const periodIn = async (state: string): Promise<PayrollPeriodView> => {
  const found = (await periods()).find((period) => period.payrollPeriodState === state);
  if (!found) throw new Error(`no ${state} period in the seed`);
  return found;
};

describe('GET /payroll-periods?calculateStats=true (PAYROLL-01/04)', () => {
  it('lists the weekly periods newest first with every dashboard count', async () => {
    const response = await get('/payroll-periods', DEMO.payroll, { calculateStats: 'true' });
    expect(response.status).toBe(200);
    const list = response.body as PayrollPeriodView[];
    expect(response.headers['x-total-count']).toBe(String(list.length));
    expect(list.length).toBe(9);
    const starts = list.map((period) => period.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(new Set(list.map((period) => period.payrollPeriodState))).toEqual(
      new Set(['OPEN', 'CLOSED', 'COMPLETED']),
    );
    for (const period of list) {
      expect(period).toEqual(
        expect.objectContaining({
          payrollPeriodId: expect.any(Number),
          numUnapprovedTimesheets: expect.any(Number),
          numRejectedTimesheets: expect.any(Number),
          numNoPayEmployees: expect.any(Number),
          numApprovedEmployees: expect.any(Number),
          numCorrections: expect.any(Number),
          version: expect.any(Number),
        }),
      );
    }
  });

  it('counts agree with the timesheets, roster rows and corrections of the period', async () => {
    const db = api.database.db;
    for (const period of await periods()) {
      const timesheets = await db
        .selectFrom('timesheets')
        .select(['state', 'timesheetId'])
        .where('payrollPeriodId', '=', period.payrollPeriodId)
        .execute();
      const unapproved = timesheets.filter((sheet) => !['APPROVED', 'COMPLETED'].includes(sheet.state));
      expect(period.numUnapprovedTimesheets).toBe(unapproved.length);
      expect(period.numRejectedTimesheets).toBe(
        timesheets.filter((sheet) => sheet.state === 'REJECTED').length,
      );
      const approvedIds = timesheets
        .filter((sheet) => sheet.state === 'APPROVED')
        .map((sheet) => sheet.timesheetId);
      const crew =
        approvedIds.length === 0
          ? []
          : await db
              .selectFrom('timesheetRecords')
              .select('employeeId')
              .distinct()
              .where('timesheetId', 'in', approvedIds)
              .execute();
      expect(period.numApprovedEmployees).toBe(crew.length);
      const noPay = await db
        .selectFrom('payrollPeriodEmployees')
        .select('payrollPeriodEmployeeId')
        .where('payrollPeriodId', '=', period.payrollPeriodId)
        .where('hours', '=', 0)
        .where('travelHours', '=', 0)
        .execute();
      expect(period.numNoPayEmployees).toBe(noPay.length);
    }
    expect((await periods()).some((period) => (period.numCorrections ?? 0) > 0)).toBe(true);
  });

  it('leaves the counts out without calculateStats', async () => {
    const [first] = (await get('/payroll-periods')).body as PayrollPeriodView[];
    expect(first).toBeDefined();
    expect(first?.numUnapprovedTimesheets).toBeUndefined();
  });

  it('narrows to the periods overlapping the month picked (PAYROLL-02)', async () => {
    const all = await periods();
    const current = all[0] as PayrollPeriodView;
    const response = await get('/payroll-periods', DEMO.payroll, {
      startDate: current.startDate,
      endDate: current.endDate,
    });
    expect((response.body as PayrollPeriodView[]).map((period) => period.payrollPeriodId)).toEqual([
      current.payrollPeriodId,
    ]);
  });

  it('rejects a date that is not yyyy-MM-dd with 400', async () => {
    expect((await get('/payroll-periods', DEMO.payroll, { startDate: '11-16-2026' })).status).toBe(400);
  });

  it('needs PayrollDashboard_View (403) and a token (401)', async () => {
    expect((await get('/payroll-periods', DEMO.foreman)).status).toBe(403);
    expect((await request(api.app).get('/payroll-periods')).status).toBe(401);
  });
});

describe('GET /payroll-periods/{id}, /active, /{id}/contractors', () => {
  it('returns one period with its counts (PAYROLL-24)', async () => {
    const closed = await periodIn('CLOSED');
    const response = await get(`/payroll-periods/${closed.payrollPeriodId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(closed);
  });

  it('answers 404 "Payroll period not found" for an unknown or malformed id', async () => {
    expect((await get('/payroll-periods/99999')).body).toEqual({ message: 'Payroll period not found' });
    expect((await get('/payroll-periods/abc')).status).toBe(404);
  });

  it('finds the period holding today for a foreman (API-24)', async () => {
    const response = await get('/payroll-periods/active', DEMO.foreman);
    expect(response.status).toBe(200);
    const today = toApiDate(new Date());
    const active = response.body as PayrollPeriodView;
    expect(active.startDate <= today && active.endDate >= today).toBe(true);
    expect(active.payrollPeriodState).toBe('OPEN');
  });

  it("lists the period's contractors with name, company and class (API-25)", async () => {
    const open = await periodIn('OPEN');
    const response = await get(`/payroll-periods/${open.payrollPeriodId}/contractors`, DEMO.foreman);
    expect(response.status).toBe(200);
    const contractors = response.body as {
      contractorName: string;
      contractorCompanyName: string;
      contractorClass: string;
    }[];
    expect(contractors.length).toBeGreaterThanOrEqual(3);
    expect(contractors[0]).toEqual(
      expect.objectContaining({
        contractorName: expect.any(String),
        contractorCompanyName: expect.any(String),
        contractorClass: 'FIELD_LABOR',
      }),
    );
    const names = contractors.map((contractor) => contractor.contractorName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('denies contractors to an account without Timesheets_View or PayrollDashboard_View', async () => {
    expect((await get('/payroll-periods/1/contractors', DEMO.noaccess)).status).toBe(403);
  });
});

describe('payroll period transitions (U-10, U-11)', () => {
  it('closes an OPEN period: CLOSED, a new version and a transition log entry with the clerk', async () => {
    const open = await periodIn('OPEN');
    const response = await put(`/payroll-periods/${open.payrollPeriodId}/close`, { version: open.version });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      expect.objectContaining({ payrollPeriodState: 'CLOSED', version: open.version + 1 }),
    );
    const log = await api.database.db
      .selectFrom('payrollPeriodTransitions')
      .innerJoin('employees', 'employees.employeeId', 'payrollPeriodTransitions.employeeId')
      .select(['fromState', 'toState', 'employees.email'])
      .where('payrollPeriodId', '=', open.payrollPeriodId)
      .execute();
    expect(log).toEqual([{ fromState: 'OPEN', toState: 'CLOSED', email: DEMO.payroll }]);

    const again = await put(`/payroll-periods/${open.payrollPeriodId}/close`, { version: open.version + 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payroll period is already closed.');

    const reopened = await put(`/payroll-periods/${open.payrollPeriodId}/reopen`, {
      version: open.version + 1,
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body.payrollPeriodState).toBe('OPEN');
  });

  it('refuses a stale version with 409 and a missing one with 428', async () => {
    const open = await periodIn('OPEN');
    const stale = await put(`/payroll-periods/${open.payrollPeriodId}/close`, { version: open.version + 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect((await put(`/payroll-periods/${open.payrollPeriodId}/close`, {})).status).toBe(428);
  });

  it('accepts the version in If-Match', async () => {
    const open = await periodIn('OPEN');
    const response = await request(api.app)
      .put(`/payroll-periods/${open.payrollPeriodId}/close`)
      .set('If-Match', `"${open.version}"`)
      .set('Authorization', await api.bearer(DEMO.payroll));
    expect(response.status).toBe(200);
    await put(`/payroll-periods/${open.payrollPeriodId}/reopen`, { version: open.version + 1 });
  });

  it('refuses to complete an OPEN period: it must be closed first', async () => {
    const open = await periodIn('OPEN');
    const response = await put(`/payroll-periods/${open.payrollPeriodId}/complete`, {
      version: open.version,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Close this payroll period before completing it.');
  });

  it('completes a CLOSED period permanently: re-open is refused and the period is locked', async () => {
    const closed = await periodIn('CLOSED');
    expect(await isPeriodLocked(api.database.db, closed.payrollPeriodId)).toBe(false);
    const completed = await put(`/payroll-periods/${closed.payrollPeriodId}/complete`, {
      version: closed.version,
    });
    expect(completed.status).toBe(200);
    expect(completed.body.payrollPeriodState).toBe('COMPLETED');
    expect(await isPeriodLocked(api.database.db, closed.payrollPeriodId)).toBe(true);
    const reopen = await put(`/payroll-periods/${closed.payrollPeriodId}/reopen`, {
      version: closed.version + 1,
    });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe(
      'This payroll period is completed and permanently locked; it cannot be changed.',
    );
  });

  it('locks the timesheets of a completed period: the timesheet service refuses a change', async () => {
    const closed = (await periods()).find((period) => period.payrollPeriodState === 'CLOSED');
    if (!closed) {
      const open = await periodIn('OPEN');
      await put(`/payroll-periods/${open.payrollPeriodId}/close`, { version: open.version });
    }
    const target = await periodIn('CLOSED');
    const sheet = await api.database.db
      .selectFrom('timesheets')
      .select(['timesheetId', 'state'])
      .where('payrollPeriodId', '=', target.payrollPeriodId)
      .where('state', '=', 'APPROVED')
      .executeTakeFirstOrThrow();
    expect(
      (await put(`/payroll-periods/${target.payrollPeriodId}/complete`, { version: target.version })).status,
    ).toBe(200);
    const loaded = await get(`/timesheets/${sheet.timesheetId}`, DEMO.admin);
    expect(loaded.status).toBe(200);
    const response = await put(
      `/timesheets/${sheet.timesheetId}/update/daily-journal`,
      { ...(loaded.body as object), dailyJournal: 'Changed after payroll completed' },
      DEMO.admin,
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This payroll period is completed and locked; use corrections');
  });

  it('lets exactly one of several simultaneous closes through (no lost update)', async () => {
    const open = await periodIn('OPEN');
    const closes = () =>
      api.database.db
        .selectFrom('payrollPeriodTransitions')
        .select('toState')
        .where('payrollPeriodId', '=', open.payrollPeriodId)
        .where('toState', '=', 'CLOSED')
        .execute();
    const before = (await closes()).length;
    const authorization = await api.bearer(DEMO.payroll);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        request(api.app)
          .put(`/payroll-periods/${open.payrollPeriodId}/close`)
          .send({ version: open.version })
          .set('Authorization', authorization),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await closes()).length).toBe(before + 1);
    const after = await get(`/payroll-periods/${open.payrollPeriodId}`);
    expect(after.body.version).toBe(open.version + 1);
    await put(`/payroll-periods/${open.payrollPeriodId}/reopen`, { version: open.version + 1 });
  });

  it.each([
    ['close', DEMO.approver],
    ['reopen', DEMO.foreman],
    ['complete', DEMO.approver],
  ])('denies %s to %s (403)', async (action, email) => {
    expect((await put(`/payroll-periods/1/${action}`, { version: 1 }, email)).status).toBe(403);
  });
});
