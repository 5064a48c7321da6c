import fc from 'fast-check';
import request from 'supertest';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
let authorization: string;
let completedPeriodId = 1;
beforeAll(async () => {
  api = await createTestApi();
  authorization = await api.bearer(DEMO.admin);
  const completed = await api.database.db
    .selectFrom('payrollPeriods')
    .select('payrollPeriodId')
    .where('state', '=', 'COMPLETED')
    .executeTakeFirstOrThrow();
  completedPeriodId = completed.payrollPeriodId;
});
afterAll(() => api.close());

/** Anything JSON can carry, including numbers outside every column's range and texts with NUL. */
const anyValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    1e30,
    -1,
    0,
    1,
    2147483648,
    12.345,
    '8',
    '',
    ' ',
    'abc',
    '\u0000',
    'x\u0000y',
    'Local',
    'Y',
    '/payroll',
  ),
  fc.string(),
  fc.array(fc.integer(), { maxLength: 3 }),
);

const fields = (extra: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record({ ...extra, version: fc.oneof(anyValue, fc.constant(1)) }, { requiredKeys: [] });

const correctionBody = () =>
  fields({
    payrollPeriodId: fc.oneof(anyValue, fc.constant(completedPeriodId)),
    projectId: fc.oneof(anyValue, fc.constant(1)),
    employeeId: fc.oneof(anyValue, fc.constant(10)),
    correctionDate: fc.oneof(anyValue, fc.constantFrom('2026-11-16', '2026-02-30', '11-16-2026')),
    correctionType: fc.oneof(anyValue, fc.constantFrom('ADD_WORK_HOURS', 'UPDATE_PER_DIEM')),
    newValue: anyValue,
    comments: anyValue,
  });
const roleBody = fields({
  name: anyValue,
  homePage: anyValue,
  permissions: fc.oneof(anyValue, fc.array(fc.oneof(anyValue, fc.constant('Report_View')), { maxLength: 4 })),
});
const rosterBody = fields({
  payrollRosters: fc.oneof(
    anyValue,
    fc.array(
      fc.record(
        {
          payrollPeriodEmployeeId: fc.oneof(anyValue, fc.constant(1)),
          noPayStatus: fc.oneof(anyValue, fc.constant('PTO')),
          noPayNotes: anyValue,
        },
        { requiredKeys: [] },
      ),
      { maxLength: 4 },
    ),
  ),
});

describe('random bodies never produce a 5xx', () => {
  it.each([
    ['POST /project-corrections', 'post', '/project-corrections'],
    ['PUT /project-corrections/1', 'put', '/project-corrections/1'],
  ] as const)('%s', async (_name, method, path) => {
    await fc.assert(
      fc.asyncProperty(correctionBody(), async (sent) => {
        const response = await request(api.app)[method](path).set('Authorization', authorization).send(sent);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it.each([
    ['POST /roles', 'post', '/roles'],
    ['PUT /roles/1', 'put', '/roles/1'],
  ] as const)('%s', async (_name, method, path) => {
    await fc.assert(
      fc.asyncProperty(roleBody, async (sent) => {
        const response = await request(api.app)[method](path).set('Authorization', authorization).send(sent);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('PUT /payroll-periods/{id}/roster/no-pay', async () => {
    await fc.assert(
      fc.asyncProperty(rosterBody, async (sent) => {
        const response = await request(api.app)
          .put(`/payroll-periods/${completedPeriodId}/roster/no-pay`)
          .set('Authorization', authorization)
          .send(sent);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it.each(['/payroll-periods', '/project-corrections'])('GET %s with random queries', async (path) => {
    await fc.assert(
      fc.asyncProperty(
        fields({
          calculateStats: anyValue,
          startDate: anyValue,
          endDate: anyValue,
          state: anyValue,
          payrollPeriodId: anyValue,
          projectId: anyValue,
          page: anyValue,
          pageSize: anyValue,
        }),
        async (sent) => {
          const response = await request(api.app)
            .get(path)
            .query(Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, String(value)])))
            .set('Authorization', authorization);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});
