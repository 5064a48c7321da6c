import { subHours } from 'date-fns';
import type { Db } from '../db/database.ts';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  recordIdempotentAnswer,
  type IdempotencyClaim,
} from '../db/repositories/idempotency-keys.ts';
import { inTransaction } from '../db/transaction.ts';
import { conflict, DomainError } from './errors.ts';

/** How long the api remembers an Idempotency-Key and its answer (api/API.md). */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const KEY_REUSED_TEXT = 'This Idempotency-Key was already used for a different request.';
export const KEY_IN_PROGRESS_TEXT =
  'A request with this Idempotency-Key is still being processed. Try again.';

/** A request's answer: its status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface IdempotentOutcome {
  status: number;
  /** The answer's JSON text, exactly as first sent. */
  body: string;
  /** True when this is a repeat answered from the store, with nothing written. */
  replayed: boolean;
}

/**
 * Answers a write sent with an Idempotency-Key once (issue 43). The key's row is claimed first, in the same
 * transaction as the write and the answer it then records, so a write never commits without its answer or the other
 * way round. A repeat (same employee, key, method, path and request hash) gets the stored answer and writes nothing;
 * one that is still running makes the repeat wait for it. `refusalOf` gives the answer of a refusal worth storing
 * (a 4xx); any other failure rolls everything back, key included, so a retry runs again.
 */
export const answerOnce = async (
  db: Db,
  claim: IdempotencyClaim,
  write: (trx: Db) => Promise<Answer>,
  refusalOf: (error: unknown) => Answer | undefined,
  now: Date = new Date(),
): Promise<IdempotentOutcome> => {
  // Outside the write's transaction, so no request waits for another's expired rows.
  await deleteIdempotencyKeysBefore(db, subHours(now, IDEMPOTENCY_KEY_HOURS));
  return db.transaction().execute(async (trx) => {
    if (!(await claimIdempotencyKey(trx, claim))) {
      const stored = await findIdempotencyKey(trx, claim.employeeId, claim.idempotencyKey);
      // Gone or unanswered can only be a first request that has not finished in a way this one could wait for.
      if (!stored || stored.responseStatus === null || stored.responseBody === null)
        throw conflict(KEY_IN_PROGRESS_TEXT);
      if (
        stored.method !== claim.method ||
        stored.path !== claim.path ||
        stored.requestHash !== claim.requestHash
      )
        throw new DomainError('unprocessable', KEY_REUSED_TEXT);
      return { status: stored.responseStatus, body: stored.responseBody, replayed: true };
    }
    let answer: Answer;
    try {
      // A savepoint: a refused write is undone while the key keeps its place to record the refusal.
      answer = await inTransaction(trx, write);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      answer = refusal;
    }
    const body = JSON.stringify(answer.body);
    await recordIdempotentAnswer(trx, claim.employeeId, claim.idempotencyKey, {
      status: answer.status,
      body,
    });
    return { status: answer.status, body, replayed: false };
  });
};
