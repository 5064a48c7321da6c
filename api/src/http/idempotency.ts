import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { requireCurrentUser } from '../auth/current-user.ts';
import type { Db } from '../db/database.ts';
import { answerOnce, type Answer } from '../services/idempotency.ts';
import { errorAnswerOf, HttpError } from './errors.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const MALFORMED_KEY_TEXT =
  'The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID, for example).';

/** Visible ASCII, no spaces: a UUID in practice. */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** JSON with object keys sorted, so the same body hashes the same however a client orders its fields. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/** What makes two requests "the same" besides method and path: the body and the version sent in If-Match. */
export const requestHashOf = (request: Request): string =>
  createHash('sha256')
    .update(canonicalJson({ body: request.body ?? null, ifMatch: request.get('If-Match') ?? null }))
    .digest('hex');

/** A failure worth storing (4xx: the same request would be refused again); a 5xx is retryable and never stored. */
const storableRefusal = (error: unknown): Answer | undefined => {
  const { status, body } = errorAnswerOf(error);
  return status < 500 ? { status, body } : undefined;
};

const idempotentHandlers = new WeakSet<object>();

/**
 * The handler of a write that honours Idempotency-Key (issue 43: the foreman's offline queue resends). `write` gets
 * the request and the database to write through (the key's transaction when a key is sent) and returns the answer.
 * Without the header it runs as any other route; with one, answerOnce answers a repeat with the first answer and the
 * header Idempotent-Replayed: true.
 */
export const idempotent = (db: Db, write: (request: Request, db: Db) => Promise<Answer>) => {
  const handler = async (request: Request, response: Response): Promise<void> => {
    const key = request.get(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) {
      const { status, body } = await write(request, db);
      response.status(status).json(body);
      return;
    }
    if (!KEY_FORMAT.test(key)) throw new HttpError(400, MALFORMED_KEY_TEXT);
    const outcome = await answerOnce(
      db,
      {
        employeeId: requireCurrentUser(request).employeeId,
        idempotencyKey: key,
        method: request.method,
        path: request.originalUrl,
        requestHash: requestHashOf(request),
      },
      (trx) => write(request, trx),
      storableRefusal,
    );
    if (outcome.replayed) response.set(REPLAYED_HEADER, 'true');
    response.status(outcome.status).type('application/json').send(outcome.body);
  };
  idempotentHandlers.add(handler);
  return handler;
};

/** Whether a route's handler honours Idempotency-Key (what /openapi.json says of it). */
export const isIdempotent = (handler: unknown): boolean =>
  typeof handler === 'function' && idempotentHandlers.has(handler);
