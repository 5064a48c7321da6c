import type { Db } from '../database.ts';

/** What identifies an Idempotency-Key's first request: whose key, and what was asked. */
export interface IdempotencyClaim {
  employeeId: number;
  idempotencyKey: string;
  method: string;
  path: string;
  requestHash: string;
}

export interface StoredIdempotencyKey extends IdempotencyClaim {
  responseStatus: number | null;
  responseBody: string | null;
}

/**
 * Takes the key for this request, or returns false when the employee already used it. On PostgreSQL a second claim
 * of a key whose first request has not committed yet waits here for that transaction (the primary key's lock).
 */
export const claimIdempotencyKey = async (trx: Db, claim: IdempotencyClaim): Promise<boolean> =>
  (await trx
    .insertInto('idempotencyKeys')
    .values(claim)
    .onConflict((conflict) => conflict.columns(['employeeId', 'idempotencyKey']).doNothing())
    .returning('employeeId')
    .executeTakeFirst()) !== undefined;

export const findIdempotencyKey = async (
  db: Db,
  employeeId: number,
  idempotencyKey: string,
): Promise<StoredIdempotencyKey | undefined> =>
  db
    .selectFrom('idempotencyKeys')
    .select([
      'employeeId',
      'idempotencyKey',
      'method',
      'path',
      'requestHash',
      'responseStatus',
      'responseBody',
    ])
    .where('employeeId', '=', employeeId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();

export const recordIdempotentAnswer = async (
  trx: Db,
  employeeId: number,
  idempotencyKey: string,
  answer: { status: number; body: string },
): Promise<void> => {
  await trx
    .updateTable('idempotencyKeys')
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where('employeeId', '=', employeeId)
    .where('idempotencyKey', '=', idempotencyKey)
    .execute();
};

/** Forgets keys created before `cutoff`; returns how many. */
export const deleteIdempotencyKeysBefore = async (db: Db, cutoff: Date): Promise<number> => {
  const result = await db.deleteFrom('idempotencyKeys').where('createdAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
};
