import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { ApiErrorBody } from 'shared-kit/domain';
import { DomainError, type RefusalKind } from '../services/errors.ts';

/**
 * An HTTP-level refusal (unknown path, unreadable request, missing version, sign-in) with its status and the
 * clerk-readable message the client should see (U-15: JSON `{ message }`). Rules throw DomainError instead.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** The status of each domain refusal (services/errors.ts); the message is the service's. */
export const REFUSAL_STATUS: Record<RefusalKind, number> = {
  'not-found': 404,
  stale: 409,
  conflict: 409,
  'locked-period': 409,
  forbidden: 403,
  invalid: 400,
  unprocessable: 422,
};

const pathOf = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/** 400 with every field problem; the first one doubles as the message the toast appends (NOTIFY-07). */
export const validationErrorBody = (error: z.core.$ZodError): ApiErrorBody => {
  const errors = error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));
  const first = errors[0];
  return {
    message: first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request',
    errors,
  };
};

/** PostgreSQL error classes a client can cause; anything else is ours (500). Never echo SQL or constraint names. */
const DATABASE_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'This record already exists'],
  '23503': [409, 'This record is still in use, or refers to a record that does not exist'],
  '23514': [400, 'A value is outside the allowed range'],
  '22P02': [400, 'A value has the wrong format'],
  '22021': [400, 'A text value contains a character that cannot be stored'],
  '22003': [400, 'A number is too large'],
  '22001': [400, 'A text value is too long'],
  '22007': [400, 'A date is not valid'],
  '22008': [400, 'A date is out of range'],
};

const databaseErrorOf = (error: unknown): [number, string] | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? DATABASE_ERRORS[code] : undefined;
};

/** Signatures travel as data URLs inside the timesheet body; 1 MB leaves room for two of them many times over. */
export const JSON_BODY_LIMIT = '1mb';

/** The 413 of a body over JSON_BODY_LIMIT. */
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large';

/** express.json() failures carry a `type` and a 4xx status. */
const bodyParserErrorOf = (error: unknown): [number, string] | undefined => {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed') return [400, 'The request body is not valid JSON'];
  if (type === 'entity.too.large') return [413, BODY_TOO_LARGE_MESSAGE];
  if (typeof type === 'string' && type.startsWith('encoding.'))
    return [415, 'The request body encoding is not supported'];
  return undefined;
};

/** Messages for a 4xx that a library (router, body parser) raised with its own status. */
const CLIENT_ERROR_MESSAGE: Record<number, string> = {
  400: 'The request could not be read',
  413: BODY_TOO_LARGE_MESSAGE,
  415: 'The request body encoding is not supported',
};

/**
 * Any other error that already carries a 4xx status keeps it: the router's undecodable path parameter
 * (`/timesheets/%E0%A4%A`: 400), the body parser's unknown charset (415). Only a real fault is a 500.
 */
const clientErrorOf = (error: unknown): [number, string] | undefined => {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  if (typeof code !== 'number' || code < 400 || code > 499) return undefined;
  if (error instanceof URIError) return [400, 'The request path is not valid'];
  return [code, CLIENT_ERROR_MESSAGE[code] ?? CLIENT_ERROR_MESSAGE[400]!];
};

export const notFoundHandler: RequestHandler = () => {
  throw new HttpError(404, 'Not found');
};

/** What a failure answers: its status, the JSON body and any headers (the 401 challenge). */
export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  headers: Readonly<Record<string, string>>;
}

/** The one mapping from a thrown error to its answer; anything unknown is our fault (500). */
export const errorAnswerOf = (error: unknown): ErrorAnswer => {
  if (error instanceof DomainError) {
    const body = error.field
      ? { message: error.message, errors: [{ path: error.field, message: error.message }] }
      : { message: error.message };
    return { status: REFUSAL_STATUS[error.kind], body, headers: {} };
  }
  if (error instanceof HttpError) {
    return { status: error.status, body: { message: error.message }, headers: error.headers };
  }
  if (error instanceof z.core.$ZodError)
    return { status: 400, body: validationErrorBody(error), headers: {} };
  const known = bodyParserErrorOf(error) ?? databaseErrorOf(error) ?? clientErrorOf(error);
  if (known) return { status: known[0], body: { message: known[1] }, headers: {} };
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.' },
    headers: {},
  };
};

export const createErrorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    const log = request.log ?? logger;
    const { status, body, headers } = errorAnswerOf(error);
    if (status >= 500) log.error({ err: error }, 'request failed');
    else log.debug({ status, reason: body.message }, 'request refused');
    response.set(headers);
    response.status(status).json(body);
  };
