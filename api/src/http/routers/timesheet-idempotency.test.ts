import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import request from 'supertest';
import { createTestApi, DEMO, type TestApi } from '../../testing/test-api.ts';
import { as, employeeIdOf, formBody, freeSlot } from '../../testing/timesheet-fixtures.ts';
import type { TimesheetDetail } from '../../services/timesheet-detail.ts';
import { KEY_REUSED_TEXT } from '../../services/idempotency.ts';
import { MALFORMED_KEY_TEXT } from '../idempotency.ts';

/** Idempotency-Key on the timesheet writes the foreman's offline queue resends (issue 43). Both databases. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const post = async (body: object, key: string | undefined, email: string = DEMO.foreman) => {
  const call = request(api.app)
    .post('/timesheets')
    .set(await as(api, email));
  return (key === undefined ? call : call.set('Idempotency-Key', key)).send(body);
};

const put = async (path: string, body: object, key: string, email: string = DEMO.foreman) =>
  request(api.app)
    .put(path)
    .set(await as(api, email))
    .set('Idempotency-Key', key)
    .send(body);

const auditActions = async (timesheetId: number): Promise<string[]> =>
  (
    await api.database.db
      .selectFrom('auditLogs')
      .select('action')
      .where('timesheetId', '=', timesheetId)
      .orderBy('auditLogId')
      .execute()
  ).map((row) => row.action);

/** The demo foreman's timesheets of a project and day (freeSlot finds one where there is none yet). */
const timesheetsOn = async (projectId: number, date: string): Promise<number[]> =>
  (
    await api.database.db
      .selectFrom('timesheets')
      .select('timesheetId')
      .where('projectId', '=', projectId)
      .where('date', '=', date)
      .where('creatorEmployeeId', '=', await employeeIdOf(api, DEMO.foreman))
      .execute()
  ).map((row) => row.timesheetId);

/** A new timesheet on a free slot, created without a key. */
const createOne = async (): Promise<TimesheetDetail> => {
  const { projectId, date, employeeIds } = await freeSlot(api);
  const response = await post(formBody(projectId, date, employeeIds.slice(0, 2)), undefined);
  expect(response.status).toBe(201);
  return response.body as TimesheetDetail;
};

describe('Idempotency-Key on POST /timesheets', () => {
  it('answers a repeated create with the first 201, the same timesheet, and writes nothing again', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const body = formBody(projectId, date, employeeIds.slice(0, 2));
    const key = randomUUID();
    const first = await post(body, key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const repeat = await post(body, key);
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers['content-type']).toMatch(/^application\/json/);
    expect(repeat.text).toBe(first.text);
    const created = first.body as TimesheetDetail;
    expect(await timesheetsOn(projectId, date)).toEqual([created.timesheetId]);
    expect(await auditActions(created.timesheetId)).toEqual(['Create']);
  });

  it('replays a refusal too: a future date is 400 again, from the store', async () => {
    const { projectId, employeeIds } = await freeSlot(api);
    const body = formBody(projectId, '2999-01-01', employeeIds.slice(0, 1));
    const key = randomUUID();
    const first = await post(body, key);
    expect(first.status).toBe(400);
    const repeat = await post(body, key);
    expect(repeat.status).toBe(400);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
  });

  it('hashes the body whatever the order of its fields', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const body = formBody(projectId, date, employeeIds.slice(0, 1));
    const key = randomUUID();
    const first = await post(body, key);
    expect(first.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const repeat = await post(reordered, key);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
  });

  it(`refuses the same key for a different body with 422 "${KEY_REUSED_TEXT}"`, async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const body = formBody(projectId, date, employeeIds.slice(0, 1));
    const key = randomUUID();
    const first = await post(body, key);
    expect(first.status).toBe(201);
    const changed = await post({ ...body, dailyJournal: 'Something else' }, key);
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ message: KEY_REUSED_TEXT });
    expect(changed.headers['idempotent-replayed']).toBeUndefined();
    const created = first.body as TimesheetDetail;
    const otherPath = await put(
      `/timesheets/${created.timesheetId}/submit`,
      { version: created.version },
      key,
    );
    expect(otherPath.status).toBe(422);
    expect(otherPath.body).toEqual({ message: KEY_REUSED_TEXT });
    expect(await auditActions(created.timesheetId)).toEqual(['Create']);
  });

  it("keeps each employee's keys apart: another user's same key is a new request", async () => {
    const key = randomUUID();
    const { projectId, date, employeeIds } = await freeSlot(api);
    const mine = await post(formBody(projectId, date, employeeIds.slice(0, 1)), key, DEMO.foreman);
    const theirs = await post(formBody(projectId, date, employeeIds.slice(0, 1)), key, DEMO.admin);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((theirs.body as TimesheetDetail).timesheetId).not.toBe((mine.body as TimesheetDetail).timesheetId);
  });

  it('changes nothing without the header: a second create is the usual 409 duplicate', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const body = formBody(projectId, date, employeeIds.slice(0, 1));
    expect((await post(body, undefined)).status).toBe(201);
    const again = await post(body, undefined);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'A timesheet for this project and date already exists' });
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['256 characters long', 'k'.repeat(256)],
    ['holding a space', 'two words'],
    ['not ASCII', 'clé-1'],
  ])(`refuses a key that is %s with 400 "${MALFORMED_KEY_TEXT}" and writes nothing`, async (_name, key) => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const response = await request(api.app)
      .post('/timesheets')
      .set(await as(api, DEMO.foreman))
      .set('Idempotency-Key', Buffer.from(key, 'utf8').toString('latin1'))
      .send(formBody(projectId, date, employeeIds.slice(0, 1)));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MALFORMED_KEY_TEXT });
    expect(await timesheetsOn(projectId, date)).toEqual([]);
  });

  it('takes a key of 255 visible characters', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const response = await post(formBody(projectId, date, employeeIds.slice(0, 1)), `~${'K'.repeat(254)}`);
    expect(response.status).toBe(201);
  });
});

describe('Idempotency-Key on saves and transitions', () => {
  it('answers a repeated save with the first 200: one Update entry, one version step', async () => {
    const sheet = await createOne();
    const key = randomUUID();
    const body = { ...sheet, dailyJournal: 'Poured the east footing.' };
    const path = `/timesheets/${sheet.timesheetId}/update/daily-journal`;
    const first = await put(path, body, key);
    expect(first.status).toBe(200);
    expect((first.body as TimesheetDetail).version).toBe(sheet.version + 1);
    const repeat = await put(path, body, key);
    expect(repeat.status).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.text).toBe(first.text);
    expect(await auditActions(sheet.timesheetId)).toEqual(['Create', 'Update']);
  });

  it('replays a stale save as the 409 it was, even after the timesheet moved on', async () => {
    const sheet = await createOne();
    const path = `/timesheets/${sheet.timesheetId}/update/daily-journal`;
    const saved = await put(path, { ...sheet, dailyJournal: 'first' }, randomUUID());
    expect(saved.status).toBe(200);
    const key = randomUUID();
    const stale = await put(path, { ...sheet, dailyJournal: 'stale' }, key);
    expect(stale.status).toBe(409);
    const repeat = await put(path, { ...sheet, dailyJournal: 'stale' }, key);
    expect(repeat.status).toBe(409);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(stale.body);
  });

  it('answers a repeated submit with the first 200: one Submit entry, still PENDING_APPROVAL', async () => {
    const sheet = await createOne();
    const key = randomUUID();
    const path = `/timesheets/${sheet.timesheetId}/submit`;
    const first = await put(path, { version: sheet.version }, key);
    expect(first.status).toBe(200);
    expect((first.body as TimesheetDetail).state).toBe('PENDING_APPROVAL');
    const repeat = await put(path, { version: sheet.version }, key);
    expect(repeat.status).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await auditActions(sheet.timesheetId)).toEqual(['Create', 'Submit']);
    // Without the key the same resend is what the queue would get otherwise: a stale version.
    const unkeyed = await request(api.app)
      .put(path)
      .set(await as(api, DEMO.foreman))
      .send({ version: sheet.version });
    expect(unkeyed.status).toBe(409);
  });

  it('counts If-Match as part of the request: the same key with another version is 422', async () => {
    const sheet = await createOne();
    const key = randomUUID();
    const submitWith = async (version: number) =>
      request(api.app)
        .put(`/timesheets/${sheet.timesheetId}/submit`)
        .set(await as(api, DEMO.foreman))
        .set('Idempotency-Key', key)
        .set('If-Match', `"${version}"`)
        .send({});
    expect((await submitWith(sheet.version)).status).toBe(200);
    const other = await submitWith(sheet.version + 1);
    expect(other.status).toBe(422);
  });
});

describe('a double resend (both databases; truly parallel on PostgreSQL)', () => {
  it('creates one timesheet: both answers are the same 201, one of them replayed', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { projectId, date, employeeIds } = await freeSlot(api);
      const body = formBody(projectId, date, employeeIds.slice(0, 2));
      const key = randomUUID();
      const responses = await Promise.all([post(body, key), post(body, key)]);
      expect(responses.map((response) => response.status)).toEqual([201, 201]);
      expect(responses.map((response) => response.headers['idempotent-replayed']).sort()).toEqual([
        'true',
        undefined,
      ]);
      const [one, two] = responses.map((response) => response.body as TimesheetDetail);
      expect(two).toEqual(one);
      expect(await timesheetsOn(projectId, date)).toEqual([one?.timesheetId]);
      expect(await auditActions(one?.timesheetId as number)).toEqual(['Create']);
    }
  }, 60_000);

  it('submits once: one Submit entry, both answers 200', async () => {
    const sheet = await createOne();
    const key = randomUUID();
    const path = `/timesheets/${sheet.timesheetId}/submit`;
    const responses = await Promise.all([
      put(path, { version: sheet.version }, key),
      put(path, { version: sheet.version }, key),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(await auditActions(sheet.timesheetId)).toEqual(['Create', 'Submit']);
  }, 30_000);
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a resend that arrives while the first request is still writing (PostgreSQL)', () => {
  /** Sessions of the test database waiting for a lock. */
  const waitingOnLocks = async (client: pg.Client): Promise<number> =>
    (
      await client.query<{ count: number }>(
        "select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      )
    ).rows[0]?.count ?? 0;

  const until = async (check: () => Promise<boolean>): Promise<void> => {
    for (let waited = 0; !(await check()); waited += 20) {
      if (waited > 10_000) throw new Error('timed out');
      await sleep(20);
    }
  };

  it('waits for the first and replays its answer: one timesheet, one Create entry', async () => {
    const { projectId, date, employeeIds } = await freeSlot(api);
    const body = formBody(projectId, date, employeeIds.slice(0, 2));
    const key = randomUUID();
    // Hold the first request inside its transaction: its audit insert waits for this lock.
    const blocker = new pg.Client({ connectionString: api.database.url });
    const watcher = new pg.Client({ connectionString: api.database.url });
    await Promise.all([blocker.connect(), watcher.connect()]);
    try {
      await blocker.query('begin');
      await blocker.query('lock table audit_logs in exclusive mode');
      const first = post(body, key);
      await until(async () => (await waitingOnLocks(watcher)) === 1);
      const second = post(body, key);
      // The second waits too: on the key the first holds.
      await until(async () => (await waitingOnLocks(watcher)) === 2);
      await blocker.query('commit');
      const responses = await Promise.all([first, second]);
      expect(responses.map((response) => response.status)).toEqual([201, 201]);
      expect(responses.map((response) => response.headers['idempotent-replayed'])).toEqual([
        undefined,
        'true',
      ]);
      expect(responses[1]?.text).toBe(responses[0]?.text);
      const created = responses[0]?.body as TimesheetDetail;
      expect(await timesheetsOn(projectId, date)).toEqual([created.timesheetId]);
      expect(await auditActions(created.timesheetId)).toEqual(['Create']);
    } finally {
      await blocker.query('rollback').catch(() => undefined);
      await Promise.all([blocker.end(), watcher.end()]);
    }
  }, 30_000);
});
