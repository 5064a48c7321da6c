import fc from 'fast-check';
import request from 'supertest';
import { createTestApi, DEMO, type TestApi } from '../testing/test-api.ts';
import type { TimesheetDetail } from './timesheet-detail.ts';
import { as, formBody, freeSlot } from '../testing/timesheet-fixtures.ts';

let api: TestApi;
let sheet: TimesheetDetail;
let slot: { projectId: number; date: string; employeeIds: number[] };
beforeAll(async () => {
  api = await createTestApi();
  slot = await freeSlot(api);
  const response = await request(api.app)
    .post('/timesheets')
    .set(await as(api, DEMO.foreman))
    .send(formBody(slot.projectId, slot.date, slot.employeeIds.slice(0, 2)));
  sheet = response.body as TimesheetDetail;
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
    2147483648,
    9999.999,
    '8',
    '',
    ' ',
    'abc',
    '\u0000',
    'NONE',
    'TRAVEL',
    '2026-02-30',
  ),
  fc.string(),
);
const row = (employeeIds: readonly number[]) =>
  fc.record(
    {
      timesheetRecordId: fc.oneof(
        anyValue,
        fc.constantFrom(...sheet.timesheetRecords.map((r) => r.timesheetRecordId)),
      ),
      employeeId: fc.oneof(anyValue, fc.constantFrom(...employeeIds)),
      jobClassOverride: fc.oneof(anyValue, fc.constantFrom('FIELD_LABOR', 'FOREMAN', 'nope')),
      workHours: anyValue,
      outOfScopeHours: anyValue,
      driveMiles: anyValue,
      flyMiles: anyValue,
      originAndDestination: anyValue,
      perDiemType: fc.oneof(anyValue, fc.constantFrom('STANDARD', 'LOCAL')),
      truckAllowance: anyValue,
    },
    { requiredKeys: [] },
  );
const labor = fc.record(
  {
    timesheetRecordId: anyValue,
    contractor: anyValue,
    contractorCompanyName: anyValue,
    contractorClass: fc.oneof(anyValue, fc.constant('FIELD_LABOR')),
    workHours: anyValue,
    outOfScopeHours: anyValue,
  },
  { requiredKeys: [] },
);
const body = () =>
  fc.record(
    {
      projectId: fc.oneof(anyValue, fc.constant(slot.projectId)),
      date: fc.oneof(anyValue, fc.constant(slot.date)),
      approverNotes: anyValue,
      outOfScopeHoursDescription: anyValue,
      dailyJournal: anyValue,
      foremanSignature: anyValue,
      foremanSignerName: anyValue,
      customerSignature: anyValue,
      customerSignerName: anyValue,
      timesheetRecords: fc.oneof(anyValue, fc.array(row(slot.employeeIds), { maxLength: 4 })),
      contractLaborRecords: fc.oneof(anyValue, fc.array(labor, { maxLength: 3 })),
      version: fc.oneof(anyValue, fc.constant(sheet.version)),
    },
    { requiredKeys: [] },
  );

describe('random bodies never produce a 5xx (fast-check)', () => {
  it('POST /timesheets answers below 500 for any body', async () => {
    const authorization = await as(api, DEMO.foreman);
    await fc.assert(
      fc.asyncProperty(body(), async (input) => {
        const response = await request(api.app).post('/timesheets').set(authorization).send(input);
        expect([response.status, response.body]).toEqual([expect.any(Number), expect.anything()]);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  }, 120_000);

  it('PUT /timesheets/:id/update/crew-timecard answers below 500 for any body', async () => {
    const authorization = await as(api, DEMO.foreman);
    await fc.assert(
      fc.asyncProperty(body(), async (input) => {
        const current = await api.database.db
          .selectFrom('timesheets')
          .select('version')
          .where('timesheetId', '=', sheet.timesheetId)
          .executeTakeFirstOrThrow();
        const withVersion = {
          ...input,
          version: typeof input.version === 'number' ? current.version : input.version,
        };
        const response = await request(api.app)
          .put(`/timesheets/${sheet.timesheetId}/update/crew-timecard`)
          .set(authorization)
          .send(withVersion);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
