import request from 'supertest';
import {
  dayOfWeekName,
  toApiDate,
  type PayrollPeriodView,
  type ProjectCorrectionView,
} from 'shared-kit/domain';
import { normaliseCorrectionValue } from '../../services/project-corrections.ts';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
let completed: PayrollPeriodView;
let open: PayrollPeriodView;
let projectId: number;
let employeeId: number;

beforeAll(async () => {
  api = await createTestApi();
  const list = (
    await request(api.app)
      .get('/payroll-periods')
      .set('Authorization', await api.bearer(DEMO.payroll))
  ).body as PayrollPeriodView[];
  completed = list.find((period) => period.payrollPeriodState === 'COMPLETED') as PayrollPeriodView;
  open = list.find((period) => period.payrollPeriodState === 'OPEN') as PayrollPeriodView;
  const member = await api.database.db
    .selectFrom('projectEmployees')
    .select(['projectId', 'employeeId'])
    .orderBy('projectEmployeeId')
    .executeTakeFirstOrThrow();
  ({ projectId, employeeId } = member);
  for (const email of Object.values(DEMO)) tokens.set(email, await api.bearer(email));
});
afterAll(() => api.close());

const tokens = new Map<string, string>();
/** A request with the account's bearer header (tokens signed once in beforeAll). */
const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, email: string = DEMO.payroll) => {
  const agent = request(api.app);
  return agent[method](path).set('Authorization', tokens.get(email) as string);
};

const body = (overrides: object = {}) => ({
  payrollPeriodId: completed.payrollPeriodId,
  projectId,
  employeeId,
  correctionDate: completed.startDate,
  correctionType: 'ADD_DRIVE_MILES',
  newValue: '12.5',
  comments: '  Drove to the yard  ',
  ...overrides,
});

const create = (overrides: object = {}, email: string = DEMO.payroll) =>
  call('post', '/project-corrections', email).send(body(overrides));

describe('normaliseCorrectionValue', () => {
  it('stores per diem as a word and truck allowance upper-case', () => {
    expect(normaliseCorrectionValue('UPDATE_PER_DIEM', ' regional ')).toBe('Regional');
    expect(normaliseCorrectionValue('UPDATE_TRUCK_ALLOWANCE', 'y')).toBe('Y');
    expect(normaliseCorrectionValue('ADD_WORK_HOURS', ' 8.5 ')).toBe('8.5');
  });
});

describe('GET /project-corrections (CORRECTIONS-03, U-12)', () => {
  it("lists a period's standalone corrections with the CORRECTIONS-10 fields", async () => {
    const all = await call('get', '/project-corrections');
    expect(all.status).toBe(200);
    const items = all.body as ProjectCorrectionView[];
    expect(items.length).toBeGreaterThan(0);
    expect(all.headers['x-total-count']).toBe(String(items.length));
    const first = items[0] as ProjectCorrectionView;
    expect(Object.keys(first).sort()).toEqual(
      [
        'projectCorrectionId',
        'payrollPeriodId',
        'projectId',
        'projectNumber',
        'employeeId',
        'employeeFirstName',
        'employeeLastName',
        'correctionDate',
        'correctedDate',
        'correctedDayOfWeek',
        'correctionType',
        'newValue',
        'comments',
        'version',
      ].sort(),
    );
    const byPeriod = await call('get', '/project-corrections').query({
      payrollPeriodId: first.payrollPeriodId,
    });
    expect(
      (byPeriod.body as ProjectCorrectionView[]).every(
        (item) => item.payrollPeriodId === first.payrollPeriodId,
      ),
    ).toBe(true);
  });

  it('filters by project and date range, and pages', async () => {
    const items = (await call('get', '/project-corrections')).body as ProjectCorrectionView[];
    const first = items[0] as ProjectCorrectionView;
    const filtered = await call('get', '/project-corrections', DEMO.approver).query({
      projectId: first.projectId,
      startDate: first.correctionDate,
      endDate: first.correctionDate,
    });
    expect(filtered.status).toBe(200);
    expect((filtered.body as ProjectCorrectionView[]).map((item) => item.projectCorrectionId)).toContain(
      first.projectCorrectionId,
    );
    const paged = await call('get', '/project-corrections').query({ page: 1, pageSize: 1 });
    expect(paged.body).toHaveLength(1);
    expect(Number(paged.headers['x-total-count'])).toBe(items.length);
  });

  it('is denied to an account without a reading permission', async () => {
    expect((await call('get', '/project-corrections', DEMO.noaccess)).status).toBe(403);
  });
});

describe('POST /project-corrections (CORRECTIONS-17, -20)', () => {
  it('creates a correction on a COMPLETED period; the date corrected is today', async () => {
    const response = await create();
    expect(response.status).toBe(201);
    const created = response.body as ProjectCorrectionView;
    const today = toApiDate(new Date());
    expect(created).toEqual(
      expect.objectContaining({
        payrollPeriodId: completed.payrollPeriodId,
        correctionType: 'ADD_DRIVE_MILES',
        newValue: '12.5',
        comments: 'Drove to the yard',
        correctedDate: today,
        correctedDayOfWeek: dayOfWeekName(today),
        version: 1,
      }),
    );
    const fetched = await call('get', `/project-corrections/${created.projectCorrectionId}`);
    expect(fetched.body).toEqual(created);
  });

  it('duplicates: a copy with its id and names is a new correction (CORRECTIONS-04)', async () => {
    const original = (await create()).body as ProjectCorrectionView;
    const copy = await create({ ...original, projectCorrectionId: null });
    expect(copy.status).toBe(201);
    expect(copy.body.projectCorrectionId).not.toBe(original.projectCorrectionId);
  });

  it('refuses a period that is not COMPLETED with 409', async () => {
    const response = await create({ payrollPeriodId: open.payrollPeriodId, correctionDate: open.startDate });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'Standalone corrections can be added only to a completed payroll period. Complete the payroll period first.',
    );
  });

  it.each([
    [{ correctionDate: '' }, 'correctionDate', 'Please select a date for the standalone correction'],
    [{ correctionType: '' }, 'correctionType', 'Select a correction type before entering a value'],
    [{ newValue: '  ' }, 'newValue', 'Must enter new value for correction'],
    [{ newValue: '12.345' }, 'newValue', 'Only numbers are allowed for this correction type.'],
    [
      { correctionType: 'ADD_WORK_HOURS', newValue: '100' },
      'newValue',
      'Only numbers between 1-99 are allowed for this correction type.',
    ],
    [
      { correctionType: 'UPDATE_PER_DIEM', newValue: 'Travel' },
      'newValue',
      'Only allowable values for Per Diem correction type are Local, Regional, or National.',
    ],
    [
      { correctionType: 'UPDATE_TRUCK_ALLOWANCE', newValue: 'yes' },
      'newValue',
      'Only allowable values for Truck Allowance correction type are Y or N.',
    ],
  ])('rejects %j at %s with "%s"', async (overrides, path, message) => {
    const response = await create(overrides);
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ path, message });
  });

  it('rejects a correction date outside the period (CORRECTIONS-13)', async () => {
    const response = await create({ correctionDate: open.startDate });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({
      path: 'correctionDate',
      message: `Choose a date between ${completed.startDate} and ${completed.endDate}`,
    });
  });

  it('accepts per diem and truck allowance case-insensitively', async () => {
    expect((await create({ correctionType: 'UPDATE_PER_DIEM', newValue: 'local' })).body.newValue).toBe(
      'Local',
    );
    expect((await create({ correctionType: 'UPDATE_TRUCK_ALLOWANCE', newValue: 'n' })).body.newValue).toBe(
      'N',
    );
  });

  it('needs Timesheets_AddCorrection: 403 for the approver', async () => {
    expect((await create({}, DEMO.approver)).status).toBe(403);
  });
});

describe('PUT and DELETE /project-corrections/{id} (CORRECTIONS-18, -19)', () => {
  it('updates with the version read, then refuses the stale version (409) and a missing one (428)', async () => {
    const created = (await create()).body as ProjectCorrectionView;
    const path = `/project-corrections/${created.projectCorrectionId}`;
    const updated = await call('put', path).send(body({ newValue: '20', version: created.version }));
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual(expect.objectContaining({ newValue: '20', version: created.version + 1 }));
    const stale = await call('put', path).send(body({ newValue: '30', version: created.version }));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/standalone correction was changed by someone else/);
    expect((await call('put', path).send(body({ newValue: '30' }))).status).toBe(428);
  });

  it('validates an update like a create', async () => {
    const created = (await create()).body as ProjectCorrectionView;
    const response = await call('put', `/project-corrections/${created.projectCorrectionId}`).send(
      body({ newValue: 'abc', version: created.version }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({
      path: 'newValue',
      message: 'Only numbers are allowed for this correction type.',
    });
  });

  it('deletes (204); a stale version is refused; an unknown id is 404', async () => {
    const created = (await create()).body as ProjectCorrectionView;
    const path = `/project-corrections/${created.projectCorrectionId}`;
    expect((await call('delete', path).query({ version: created.version + 1 })).status).toBe(409);
    expect((await call('delete', path).query({ version: created.version })).status).toBe(204);
    expect((await call('get', path)).status).toBe(404);
    expect((await call('delete', path)).status).toBe(404);
    const other = (await create()).body as ProjectCorrectionView;
    expect((await call('delete', `/project-corrections/${other.projectCorrectionId}`)).status).toBe(204);
  });

  it('answers 404 "Standalone correction not found"', async () => {
    expect((await call('get', '/project-corrections/99999')).body).toEqual({
      message: 'Standalone correction not found',
    });
  });

  it('needs Timesheets_AddCorrection to change or delete', async () => {
    expect(
      (await call('put', '/project-corrections/1', DEMO.approver).send(body({ version: 1 }))).status,
    ).toBe(403);
    expect((await call('delete', '/project-corrections/1', DEMO.foreman)).status).toBe(403);
  });
});
