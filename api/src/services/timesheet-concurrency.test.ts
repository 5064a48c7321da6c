import request from 'supertest';
import { createTestApi, DEMO, type TestApi } from '../testing/test-api.ts';
import type { TimesheetDetail } from './timesheet-detail.ts';
import { LOCKED_PERIOD_TEXT } from './timesheet-actions.ts';
import { as, formBody, freeSlot } from '../testing/timesheet-fixtures.ts';

/**
 * Concurrent writers (DESIGN §5). PGlite has one connection and serialises transactions, so the race is real only
 * on PostgreSQL (DATABASE_URL); there the requests run in parallel on separate connections.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const create = async (): Promise<TimesheetDetail> => {
  const { projectId, date, employeeIds } = await freeSlot(api);
  const response = await request(api.app)
    .post('/timesheets')
    .set(await as(api, DEMO.foreman))
    .send(formBody(projectId, date, employeeIds.slice(0, 2)));
  expect(response.status).toBe(201);
  return response.body as TimesheetDetail;
};

/** A new timesheet, submitted by its foreman: waiting for approval. */
const createSubmitted = async (): Promise<TimesheetDetail> => {
  const sheet = await create();
  const submitted = await request(api.app)
    .put(`/timesheets/${sheet.timesheetId}/submit`)
    .set(await as(api, DEMO.foreman))
    .send({ version: sheet.version });
  expect(submitted.status).toBe(200);
  return submitted.body as TimesheetDetail;
};

const statusesOf = (responses: request.Response[]): number[] => responses.map((r) => r.status).sort();

describe('optimistic concurrency, sequential (both databases)', () => {
  it('lets exactly one of two saves with the same version through', async () => {
    const sheet = await create();
    const authorization = await as(api, DEMO.foreman);
    const first = await request(api.app)
      .put(`/timesheets/${sheet.timesheetId}/update/daily-journal`)
      .set(authorization)
      .send({ ...sheet, dailyJournal: 'first' });
    const second = await request(api.app)
      .put(`/timesheets/${sheet.timesheetId}/update/daily-journal`)
      .set(authorization)
      .send({ ...sheet, dailyJournal: 'second' });
    expect([first.status, second.status]).toEqual([200, 409]);
  });
});

onPostgres('optimistic concurrency under parallel requests (PostgreSQL)', () => {
  it('two parallel saves with the same version: exactly one 200 and one 409, no lost update', async () => {
    for (let round = 0; round < 3; round += 1) {
      const sheet = await create();
      const authorization = await as(api, DEMO.foreman);
      const responses = await Promise.all(
        ['first', 'second'].map((dailyJournal) =>
          request(api.app)
            .put(`/timesheets/${sheet.timesheetId}/update/daily-journal`)
            .set(authorization)
            .send({ ...sheet, dailyJournal }),
        ),
      );
      expect(statusesOf(responses)).toEqual([200, 409]);
      const winner = responses.find((response) => response.status === 200)?.body as TimesheetDetail;
      const stored = await api.database.db
        .selectFrom('timesheets')
        .select(['dailyJournal', 'version'])
        .where('timesheetId', '=', sheet.timesheetId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ dailyJournal: winner.dailyJournal, version: sheet.version + 1 });
    }
  }, 60_000);

  it('parallel approve and reject: one wins, the other gets 409', async () => {
    const sheet = await createSubmitted();
    const { version } = sheet;
    const authorization = await as(api, DEMO.approver);
    const responses = await Promise.all([
      request(api.app).put(`/timesheets/${sheet.timesheetId}/approve`).set(authorization).send({ version }),
      request(api.app)
        .put(`/timesheets/${sheet.timesheetId}/reject`)
        .set(authorization)
        .send({ version, approverNotes: 'Wrong hours' }),
    ]);
    expect(statusesOf(responses)).toEqual([200, 409]);
    const transitions = await api.database.db
      .selectFrom('auditLogs')
      .select('action')
      .where('timesheetId', '=', sheet.timesheetId)
      .where('action', 'in', ['Approve', 'Reject'])
      .execute();
    expect(transitions).toHaveLength(1);
  });

  it('a write that arrives while payroll completes the period waits for it, then is refused: nothing lands in a completed period', async () => {
    const sheet = await createSubmitted();
    const { version } = sheet;
    const { payrollPeriodId } = sheet.payrollPeriod;
    const authorization = await as(api, DEMO.approver);
    let approve: Promise<request.Response> | undefined;
    let answeredBeforeCommit = false;
    // Payroll completing the period: its transaction holds the period row, as transitionPayrollPeriod does.
    await api.database.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('payrollPeriods')
        .select('state')
        .where('payrollPeriodId', '=', payrollPeriodId)
        .forUpdate()
        .execute();
      approve = request(api.app)
        .put(`/timesheets/${sheet.timesheetId}/approve`)
        .set(authorization)
        .send({ version })
        .then((response) => response);
      answeredBeforeCommit = await Promise.race([
        approve.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
      ]);
      await trx
        .updateTable('payrollPeriods')
        .set({ state: 'COMPLETED' })
        .where('payrollPeriodId', '=', payrollPeriodId)
        .execute();
    });
    try {
      expect(answeredBeforeCommit).toBe(false);
      const answer = await approve!;
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(LOCKED_PERIOD_TEXT);
      const stored = await api.database.db
        .selectFrom('timesheets')
        .select('state')
        .where('timesheetId', '=', sheet.timesheetId)
        .executeTakeFirstOrThrow();
      expect(stored.state).toBe('PENDING_APPROVAL');
    } finally {
      await api.database.db
        .updateTable('payrollPeriods')
        .set({ state: 'OPEN' })
        .where('payrollPeriodId', '=', payrollPeriodId)
        .execute();
    }
  });
});
