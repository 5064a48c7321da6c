import request from 'supertest';
import {
  apiErrorBodySchema,
  dayOfWeekName,
  timesheetSummaryListSchema,
  weekOf,
  type TimesheetSummary,
} from 'shared-kit/domain';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';
import { timesheetRoutes } from './timesheets.ts';

let api: TestApi;
let employeeIdOf: Record<string, number>;
const week = weekOf(new Date());

beforeAll(async () => {
  api = await createTestApi();
  const employees = await api.database.db.selectFrom('employees').select(['employeeId', 'email']).execute();
  employeeIdOf = Object.fromEntries(employees.map((employee) => [employee.email ?? '', employee.employeeId]));
});
afterAll(() => api.close());

const list = async (email: string, query: Record<string, string | number> = {}) =>
  request(api.app)
    .get('/timesheets')
    .query(query)
    .set('Authorization', await api.bearer(email));

const summariesOf = (response: request.Response): TimesheetSummary[] =>
  timesheetSummaryListSchema.parse(response.body);

const creatorsOf = (summaries: readonly TimesheetSummary[]): Set<number> =>
  new Set(summaries.map((summary) => summary.creatorEmployeeId));

describe('GET /timesheets for a foreman (own timesheets only)', () => {
  it("lists the foreman's own timesheets of the current week across at least 3 projects", async () => {
    const response = await list(DEMO.foreman, { startDate: week.startOfWeek, endDate: week.endOfWeek });
    expect(response.status).toBe(200);
    const summaries = summariesOf(response);
    expect(summaries.length).toBeGreaterThanOrEqual(3);
    expect(creatorsOf(summaries)).toEqual(new Set([employeeIdOf[DEMO.foreman]]));
    expect(new Set(summaries.map((summary) => summary.projectId)).size).toBeGreaterThanOrEqual(3);
    for (const summary of summaries) {
      expect(summary.date >= week.startOfWeek && summary.date <= week.endOfWeek).toBe(true);
      expect(summary.dayOfWeek).toBe(dayOfWeekName(summary.date));
      expect(summary).toMatchObject({
        creatorEmployeeFirstName: 'Frank',
        creatorEmployeeLastName: 'Morales',
      });
    }
    expect(response.headers['x-total-count']).toBe(String(summaries.length));
  });

  it('sorts by project number, then date', async () => {
    const summaries = summariesOf(await list(DEMO.foreman));
    const keys = summaries.map((summary) => `${summary.projectNumber}|${summary.date}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('still returns only their own when asking for another creator', async () => {
    const otherForeman = summariesOf(await list(DEMO.approver)).find(
      (summary) => summary.creatorEmployeeId !== employeeIdOf[DEMO.foreman],
    );
    expect(otherForeman).toBeDefined();
    const response = await list(DEMO.foreman, { creatorEmployeeId: otherForeman?.creatorEmployeeId ?? 0 });
    const summaries = summariesOf(response);
    expect(summaries.length).toBeGreaterThan(0);
    expect(creatorsOf(summaries)).toEqual(new Set([employeeIdOf[DEMO.foreman]]));
  });
});

describe('GET /timesheets approver-wide (U-20)', () => {
  it('lists every creator for the approver (ApproverDashboard_View)', async () => {
    const summaries = summariesOf(
      await list(DEMO.approver, { startDate: week.startOfWeek, endDate: week.endOfWeek }),
    );
    expect(creatorsOf(summaries).size).toBeGreaterThan(1);
  });

  it('lists every creator for payroll (Timesheets_ApproveAny, no dashboard permission)', async () => {
    const summaries = summariesOf(await list(DEMO.payroll));
    expect(creatorsOf(summaries).size).toBeGreaterThan(1);
  });

  it('narrows to one creator when an approver asks for creatorEmployeeId', async () => {
    const summaries = summariesOf(
      await list(DEMO.approver, { creatorEmployeeId: employeeIdOf[DEMO.foreman] ?? 0 }),
    );
    expect(summaries.length).toBeGreaterThan(0);
    expect(creatorsOf(summaries)).toEqual(new Set([employeeIdOf[DEMO.foreman]]));
  });
});

describe('GET /timesheets filters', () => {
  it('filters by state', async () => {
    const summaries = summariesOf(await list(DEMO.approver, { state: 'REJECTED' }));
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.every((summary) => summary.state === 'REJECTED')).toBe(true);
  });

  it('filters by project and by project manager', async () => {
    const [first] = summariesOf(await list(DEMO.approver));
    const byProject = summariesOf(await list(DEMO.approver, { projectId: first?.projectId ?? 0 }));
    expect(new Set(byProject.map((summary) => summary.projectId))).toEqual(new Set([first?.projectId]));

    const managed = await api.database.db
      .selectFrom('projects')
      .select('projectId')
      .where('pmEmployeeId', '=', employeeIdOf[DEMO.approver] ?? 0)
      .execute();
    const byManager = summariesOf(
      await list(DEMO.approver, { projectManagerEmployeeId: employeeIdOf[DEMO.approver] ?? 0 }),
    );
    expect(byManager.length).toBeGreaterThan(0);
    const managedIds = new Set(managed.map((project) => project.projectId));
    expect(byManager.every((summary) => managedIds.has(summary.projectId))).toBe(true);
  });

  it('filters by prevailing wage, and hydrate=true adds the project details the board shows', async () => {
    const prevailing = await list(DEMO.approver, { prevailingWage: 'true', hydrate: 'true' });
    const other = await list(DEMO.approver, { prevailingWage: 'false', hydrate: 'true' });
    const all = await list(DEMO.approver);
    expect(prevailing.body.length).toBeGreaterThan(0);
    expect(prevailing.body.every((summary: { prevailingWage: boolean }) => summary.prevailingWage)).toBe(
      true,
    );
    expect(other.body.every((summary: { prevailingWage: boolean }) => !summary.prevailingWage)).toBe(true);
    expect(prevailing.body.length + other.body.length).toBe(Number(all.headers['x-total-count']));
    expect(prevailing.body[0]).toEqual(
      expect.objectContaining({
        projectDescription: expect.any(String),
        pmLastName: expect.any(String),
        payrollPeriodState: expect.any(String),
      }),
    );
    expect(all.body[0]).not.toHaveProperty('prevailingWage');
  });

  it('includes the first and last day of the date range', async () => {
    const summaries = summariesOf(
      await list(DEMO.approver, { startDate: week.startOfWeek, endDate: week.startOfWeek }),
    );
    expect(summaries.length).toBeGreaterThan(0);
    expect(new Set(summaries.map((summary) => summary.date))).toEqual(new Set([week.startOfWeek]));
  });
});

describe('GET /timesheets totals and paging', () => {
  it('totals crew and contract labor work hours', async () => {
    const { db } = api.database;
    const withContractLabor = await db
      .selectFrom('contractLaborRecords')
      .select('timesheetId')
      .limit(1)
      .executeTakeFirstOrThrow();
    const crew = await db
      .selectFrom('timesheetRecords')
      .select('workHours')
      .where('timesheetId', '=', withContractLabor.timesheetId)
      .execute();
    const contract = await db
      .selectFrom('contractLaborRecords')
      .select('workHours')
      .where('timesheetId', '=', withContractLabor.timesheetId)
      .execute();
    const expected = [...crew, ...contract].reduce((sum, record) => sum + record.workHours, 0);
    expect(expected).toBeGreaterThan(0);

    const summaries = summariesOf(await list(DEMO.admin, { hydrate: 'false', calcTotalHours: 'true' }));
    const summary = summaries.find((candidate) => candidate.timesheetId === withContractLabor.timesheetId);
    expect(summary?.totalHours).toBeCloseTo(expected, 2);
  });

  it('pages with page and pageSize and reports the total in X-Total-Count', async () => {
    const all = summariesOf(await list(DEMO.approver));
    const response = await list(DEMO.approver, { page: 2, pageSize: 5 });
    expect(response.headers['x-total-count']).toBe(String(all.length));
    expect(summariesOf(response).map((summary) => summary.timesheetId)).toEqual(
      all.slice(5, 10).map((summary) => summary.timesheetId),
    );
  });
});

describe('GET /timesheets refusals', () => {
  it('answers 400 with the field for a date that is not yyyy-MM-dd', async () => {
    const response = await list(DEMO.foreman, { startDate: '11-16-2026' });
    expect(response.status).toBe(400);
    const body = apiErrorBodySchema.parse(response.body);
    expect(body.errors?.map((error) => error.path)).toEqual(['startDate']);
  });

  it('answers 400 for an unknown state', async () => {
    expect((await list(DEMO.approver, { state: 'DONE' })).status).toBe(400);
  });

  it('answers 403 "You don\'t have permission to do this" for noaccess@example.com', async () => {
    const response = await list(DEMO.noaccess);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: "You don't have permission to do this" });
  });
});

describe('GET /timesheets/exists (TS-LIST-17, U-06)', () => {
  const exists = async (email: string, query: Record<string, string | number>) =>
    request(api.app)
      .get('/timesheets/exists')
      .query(query)
      .set('Authorization', await api.bearer(email));

  /** A project and date with a timesheet by someone else and none by the demo foreman. */
  const otherForemansDay = async (): Promise<{ projectId: number; date: string }> => {
    const sheets = await api.database.db
      .selectFrom('timesheets')
      .select(['projectId', 'date', 'creatorEmployeeId'])
      .execute();
    const foremanId = employeeIdOf[DEMO.foreman];
    const foremansDays = new Set(
      sheets.filter((sheet) => sheet.creatorEmployeeId === foremanId).map((s) => `${s.projectId}|${s.date}`),
    );
    const other = sheets.find(
      (sheet) =>
        sheet.creatorEmployeeId !== foremanId && !foremansDays.has(`${sheet.projectId}|${sheet.date}`),
    );
    if (!other) throw new Error('the seed has no timesheet by another creator');
    return { projectId: other.projectId, date: other.date };
  };

  /** The timesheets stored for a project on a day, with their creators. */
  const sheetsOn = async (day: { projectId: number; date: string }) =>
    api.database.db
      .selectFrom('timesheets')
      .select(['timesheetId', 'creatorEmployeeId'])
      .where('projectId', '=', day.projectId)
      .where('date', '=', day.date)
      .execute();

  it("answers true for another foreman's timesheet on the same project and date, which the own-only list hides", async () => {
    const day = await otherForemansDay();
    const ownList = await list(DEMO.foreman, {
      projectId: day.projectId,
      startDate: day.date,
      endDate: day.date,
    });
    expect(summariesOf(ownList)).toEqual([]);
    const response = await exists(DEMO.foreman, day);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ exists: true, dates: [day.date] });
  });

  it('answers false for a date on which the project has no timesheet', async () => {
    const day = await otherForemansDay();
    const response = await exists(DEMO.foreman, { projectId: day.projectId, date: '2001-01-01' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ exists: false, dates: [], viewable: [] });
  });

  it("names no id or creator of another foreman's timesheet to an own-only foreman (U-20), and sends no total header", async () => {
    const response = await exists(DEMO.foreman, await otherForemansDay());
    expect(response.body.viewable).toEqual([]);
    expect(JSON.stringify(response.body)).not.toMatch(/timesheetId|creator/);
    expect(response.headers['x-total-count']).toBeUndefined();
  });

  it('gives the foreman the id of his own timesheet on that day, so the dialog can open it (TS-LIST-18)', async () => {
    const foremanId = employeeIdOf[DEMO.foreman];
    const own = await api.database.db
      .selectFrom('timesheets')
      .innerJoin('employees', 'employees.employeeId', 'timesheets.creatorEmployeeId')
      .select(['timesheetId', 'projectId', 'date', 'firstName', 'lastName'])
      .where('creatorEmployeeId', '=', foremanId!)
      .orderBy('timesheetId')
      .executeTakeFirstOrThrow();
    const response = await exists(DEMO.foreman, { projectId: own.projectId, date: own.date });
    expect(response.body.viewable).toEqual([
      {
        timesheetId: own.timesheetId,
        date: own.date,
        creatorEmployeeFirstName: own.firstName,
        creatorEmployeeLastName: own.lastName,
      },
    ]);
  });

  it("gives an approver-wide user the id of another foreman's timesheet too (U-20)", async () => {
    const day = await otherForemansDay();
    const response = await exists(DEMO.approver, day);
    const ids = (response.body.viewable as Array<{ timesheetId: number }>).map((sheet) => sheet.timesheetId);
    expect(ids).toEqual((await sheetsOn(day)).map((sheet) => sheet.timesheetId).sort((a, b) => a - b));
  });

  it('lists the days of a range that have a timesheet of the project, by anyone, for the calendar', async () => {
    const day = await otherForemansDay();
    // The day's month, as the calendar shows it.
    const [year, month] = day.date.split('-').map(Number) as [number, number];
    const startDate = `${day.date.slice(0, 8)}01`;
    const endDate = `${day.date.slice(0, 8)}${new Date(Date.UTC(year, month, 0)).getUTCDate()}`;
    const stored = await api.database.db
      .selectFrom('timesheets')
      .select('date')
      .distinct()
      .where('projectId', '=', day.projectId)
      .where('date', '>=', startDate)
      .where('date', '<=', endDate)
      .orderBy('date')
      .execute();
    const response = await exists(DEMO.foreman, { projectId: day.projectId, startDate, endDate });
    expect(response.status).toBe(200);
    expect(response.body.dates).toEqual(stored.map((row) => row.date));
    expect(response.body.dates).toContain(day.date);
    expect(response.body.exists).toBe(true);
  });

  it('refuses a range that runs backwards or spans more than 62 days, or a date given with a range (400)', async () => {
    const { projectId } = await otherForemansDay();
    const backwards = await exists(DEMO.foreman, {
      projectId,
      startDate: '2026-02-01',
      endDate: '2026-01-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].path).toBe('endDate');
    expect(
      (await exists(DEMO.foreman, { projectId, startDate: '2026-01-01', endDate: '2026-03-05' })).status,
    ).toBe(400);
    const both = await exists(DEMO.foreman, {
      projectId,
      date: '2026-01-01',
      startDate: '2026-01-01',
      endDate: '2026-01-02',
    });
    expect(both.status).toBe(400);
    expect((await exists(DEMO.foreman, { projectId, startDate: '2026-01-01' })).status).toBe(400);
  });

  it('needs a project and a yyyy-MM-dd date (400), a token (401) and a timesheet permission (403)', async () => {
    const { projectId } = await otherForemansDay();
    expect((await exists(DEMO.foreman, { projectId })).status).toBe(400);
    const badDate = await exists(DEMO.foreman, { projectId, date: '01-01-2001' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors[0].path).toBe('date');
    expect(
      (await request(api.app).get('/timesheets/exists').query({ projectId, date: '2001-01-01' })).status,
    ).toBe(401);
    expect((await exists(DEMO.noaccess, { projectId, date: '2001-01-01' })).status).toBe(403);
  });
});

describe('the timesheet routes declare their permissions (seed 000 §6, U-04, U-21, U-28)', () => {
  const accessOf = (method: string, path: string): readonly string[] => {
    const route = timesheetRoutes({ db: api.database.db, settings: api.settings }).find(
      (candidate) => candidate.method === method && candidate.path === path,
    );
    return route?.access.kind === 'any-of' ? route.access.permissions : [];
  };

  it.each([
    ['post', '/timesheets', ['Timesheets_UpdateOpen']],
    [
      'get',
      '/timesheets/exists',
      ['Timesheets_View', 'ForemanDashboard_View', 'ApproverDashboard_View', 'Timesheets_UpdateOpen'],
    ],
    [
      'put',
      '/timesheets/:timesheetId/update/:section',
      [
        'Timesheets_UpdateOpen',
        'Timesheets_UpdatePendingApproval',
        'Timesheets_UpdateInReview',
        'Timesheets_UpdateApproved',
      ],
    ],
    ['put', '/timesheets/:timesheetId/submit', ['Timesheets_UpdateOpen']],
    ['put', '/timesheets/:timesheetId/review', ['Timesheets_Review']],
    ['put', '/timesheets/:timesheetId/cancel-review', ['Timesheets_Review']],
    ['put', '/timesheets/:timesheetId/approve', ['Timesheets_Review']],
    ['put', '/timesheets/:timesheetId/reject', ['Timesheets_Review']],
    ['put', '/timesheets/:timesheetId/reopen', ['Timesheets_UpdateOpen', 'Timesheets_Review']],
    ['put', '/timesheets/:timesheetId/revoke-approval', ['Timesheets_RevokeApproval']],
    ['delete', '/timesheets/:timesheetId', ['Timesheets_Delete']],
    ['put', '/timesheets/:timesheetId/corrections', ['Timesheets_AddCorrection']],
  ])('%s %s needs any of %p', (method, path, permissions) => {
    expect(accessOf(method, path)).toEqual(permissions);
  });
});
