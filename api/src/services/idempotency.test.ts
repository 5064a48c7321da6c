import { randomUUID } from 'node:crypto';
import { timesheetSchemaFor } from 'shared-kit/domain';
import { currentUserOf, type CurrentUser } from '../auth/current-user.ts';
import { findEmployeeByEmail, listAssignedRoles } from '../db/repositories/employees.ts';
import { createTestApi, DEMO, type TestApi } from '../testing/test-api.ts';
import { formBody, freeSlot } from '../testing/timesheet-fixtures.ts';
import { conflict } from './errors.ts';
import { answerOnce, IDEMPOTENCY_KEY_HOURS, type Answer } from './idempotency.ts';
import { createTimesheet } from './timesheet-write.ts';

/** answerOnce without HTTP: what is stored, what is rolled back, when a key is forgotten. Both databases. */

let api: TestApi;
let foreman: CurrentUser;
beforeAll(async () => {
  api = await createTestApi();
  const employee = await findEmployeeByEmail(api.database.db, DEMO.foreman);
  if (!employee) throw new Error('no demo foreman');
  foreman = currentUserOf(employee, await listAssignedRoles(api.database.db, employee.employeeId));
});
afterAll(() => api.close());

const claimOf = (key: string, requestHash = 'hash-1') => ({
  employeeId: foreman.employeeId,
  idempotencyKey: key,
  method: 'POST',
  path: '/timesheets',
  requestHash,
});

/** A refusal mapper as http/idempotency.ts has it: conflicts are stored as 409, anything else is a fault. */
const refusalOf = (error: unknown): Answer | undefined =>
  error instanceof Error && error.name === 'DomainError'
    ? { status: 409, body: { message: error.message } }
    : undefined;

const storedKeys = (key: string) =>
  api.database.db.selectFrom('idempotencyKeys').selectAll().where('idempotencyKey', '=', key).execute();

/** A form for a free slot, read before the transaction (PGlite has one connection: a read beside it would wait). */
const freeForm = async () => {
  const { projectId, date, employeeIds } = await freeSlot(api);
  return timesheetSchemaFor('save').parse(formBody(projectId, date, employeeIds.slice(0, 1)));
};

const timesheetCount = async (): Promise<number> =>
  Number(
    (
      await api.database.db
        .selectFrom('timesheets')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('answerOnce', () => {
  it('stores nothing for a fault (5xx) and undoes the write it made, so a resend runs again', async () => {
    const key = randomUUID();
    const before = await timesheetCount();
    const form = await freeForm();
    await expect(
      answerOnce(
        api.database.db,
        claimOf(key),
        async (trx) => {
          await createTimesheet(trx, foreman, form);
          throw new Error('the connection dropped');
        },
        refusalOf,
      ),
    ).rejects.toThrow('the connection dropped');
    expect(await storedKeys(key)).toEqual([]);
    expect(await timesheetCount()).toBe(before);

    const retry = await answerOnce(
      api.database.db,
      claimOf(key),
      async (trx) => ({ status: 201, body: await createTimesheet(trx, foreman, form) }),
      refusalOf,
    );
    expect(retry).toMatchObject({ status: 201, replayed: false });
    expect(await timesheetCount()).toBe(before + 1);
  });

  it('stores a refusal (4xx) with the key while the refused write is undone', async () => {
    const key = randomUUID();
    const before = await timesheetCount();
    const form = await freeForm();
    const first = await answerOnce(
      api.database.db,
      claimOf(key),
      async (trx) => {
        await createTimesheet(trx, foreman, form);
        throw conflict('A timesheet for this project and date already exists');
      },
      refusalOf,
    );
    expect(first).toEqual({
      status: 409,
      body: JSON.stringify({ message: 'A timesheet for this project and date already exists' }),
      replayed: false,
    });
    expect(await timesheetCount()).toBe(before);
    expect(await storedKeys(key)).toEqual([
      expect.objectContaining({ responseStatus: 409, responseBody: first.body, method: 'POST' }),
    ]);
    const repeat = await answerOnce(
      api.database.db,
      claimOf(key),
      () => Promise.reject(new Error('must not run')),
      refusalOf,
    );
    expect(repeat).toEqual({ ...first, replayed: true });
  });

  it(`forgets a key after ${IDEMPOTENCY_KEY_HOURS} hours: the same key then runs as a new request`, async () => {
    const key = randomUUID();
    const write = async (): Promise<Answer> => ({ status: 200, body: { n: 1 } });
    await answerOnce(api.database.db, claimOf(key), write, refusalOf);
    const justBefore = new Date(Date.now() + (IDEMPOTENCY_KEY_HOURS * 60 - 1) * 60_000);
    expect((await answerOnce(api.database.db, claimOf(key), write, refusalOf, justBefore)).replayed).toBe(
      true,
    );
    const after = new Date(Date.now() + (IDEMPOTENCY_KEY_HOURS * 60 + 1) * 60_000);
    const fresh = await answerOnce(api.database.db, claimOf(key, 'hash-2'), write, refusalOf, after);
    expect(fresh.replayed).toBe(false);
  });
});
