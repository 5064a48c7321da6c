import fc from 'fast-check';
import request from 'supertest';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
let authorization: string;
beforeAll(async () => {
  api = await createTestApi();
  authorization = await api.bearer(DEMO.admin);
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
    3,
    2147483648,
    12.345,
    '8',
    '',
    ' ',
    ' - ',
    'abc',
    '\u0000',
    'x\u0000y',
    'LOCAL',
  ),
  fc.string(),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const fields = (names: readonly string[], extra: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc.record(
    {
      ...Object.fromEntries(names.map((name) => [name, anyValue])),
      ...extra,
      version: fc.oneof(anyValue, fc.constant(1)),
    },
    { requiredKeys: [] },
  );

const projectBody = fields([], {
  projectNumber: fc.oneof(anyValue, fc.constantFrom('P-55 ABC 01', 'P24HOU01')),
  status: fc.oneof(anyValue, fc.constantFrom('Active', 'Inactive')),
  customerId: anyValue,
  description: anyValue,
  address: anyValue,
  city: anyValue,
  stateCode: fc.oneof(anyValue, fc.constant('TX')),
  zipCode: fc.oneof(anyValue, fc.constant('75001')),
  pmEmployeeId: anyValue,
  prevailingWage: anyValue,
  perDiemTableType: fc.oneof(anyValue, fc.constant('PROJECT_CUSTOM')),
});
const rosterBody = fields([], {
  projectEmployees: fc.oneof(
    anyValue,
    fc.array(
      fields(['employeeId', 'perDiemType'], { jobClass: fc.oneof(anyValue, fc.constant('LABORER')) }),
      {
        maxLength: 4,
      },
    ),
  ),
});
const equipmentBody = fields(['projectId'], {
  equipment: fc.oneof(anyValue, fc.array(fields(['equipmentId', 'quantity', 'vendor']), { maxLength: 4 })),
});
const perDiemBody = fields([], {
  type: fc.oneof(anyValue, fc.constantFrom('PROJECT_CUSTOM', 'DEFAULT')),
  perDiemRates: fc.oneof(
    anyValue,
    fc.array(
      fields(['rate'], {
        jobClass: fc.oneof(anyValue, fc.constant('LABORER')),
        perDiemType: fc.oneof(anyValue, fc.constantFrom('LOCAL', 'STANDARD', 'NONE')),
      }),
      { maxLength: 4 },
    ),
  ),
});
const customerBody = fields(['customerExternalId', 'customerName']);
const employeeBody = fields(
  [
    'accumaticaId',
    'payrollProviderId',
    'firstName',
    'lastName',
    'email',
    'primaryJobClass',
    'truckAllowance',
  ],
  {
    stateCode: fc.oneof(anyValue, fc.constant('TX')),
    employeeClass: fc.oneof(anyValue, fc.constant('WKLYHRLY')),
    department: fc.oneof(anyValue, fc.constant('FIELD')),
    laborItem: fc.oneof(anyValue, fc.constant('WELDER_LABOR')),
    employeeStatus: fc.oneof(anyValue, fc.constant('Active')),
    perDiemEligible: anyValue,
    roleIds: anyValue,
  },
);
const query = fields([
  'search',
  'status',
  'sort',
  'page',
  'pageSize',
  'perDiemEligible',
  'jobClass',
  'perDiemType',
  'driveMiles',
]);

const WRITES: [string, 'post' | 'put', string, fc.Arbitrary<Record<string, unknown>>][] = [
  ['POST /projects', 'post', '/projects', projectBody],
  ['PUT /projects/1/details', 'put', '/projects/1/details', projectBody],
  ['PUT /projects/1/roster', 'put', '/projects/1/roster', rosterBody],
  ['PUT /projects/1/equipment', 'put', '/projects/1/equipment', equipmentBody],
  ['PUT /projects/1/per-diem-rate-table', 'put', '/projects/1/per-diem-rate-table', perDiemBody],
  ['POST /customers', 'post', '/customers', customerBody],
  ['PUT /customers/1', 'put', '/customers/1', customerBody],
  ['POST /employees', 'post', '/employees', employeeBody],
  ['PUT /employees/10', 'put', '/employees/10', employeeBody],
];

describe('random bodies never produce a 5xx', () => {
  it.each(WRITES)('%s', async (_name, method, path, body) => {
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const response = await request(api.app)[method](path).set('Authorization', authorization).send(sent);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it.each(['/projects', '/customers', '/employees', '/projects/1/per-diem-rate'])(
    'GET %s with random queries',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(query, async (sent) => {
          const response = await request(api.app)
            .get(path)
            .query(Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, String(value)])))
            .set('Authorization', authorization);
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    },
  );
});
