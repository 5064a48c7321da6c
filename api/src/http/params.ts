import type { Request, Response } from 'express';
import { notFound } from '../services/errors.ts';
import { HttpError } from './errors.ts';
import type { VersionInput } from './routes.ts';

/** Ids are PostgreSQL `integer`s. */
const MAX_ID = 2_147_483_647;

/**
 * The id in path parameter `name`: a positive whole number. Anything else names no record, so it is answered like
 * an unknown id: 404 "`Thing` not found" (`thing` reads like "timesheet").
 */
export const pathId = (request: Request, name: string, thing: string): number => {
  const raw = request.params[name];
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw notFound(thing);
  return id;
};

/** Path parameter `name` when it is one of `choices`; any other value is a path the api does not have (404). */
export const pathChoice = <Choice extends string>(
  request: Request,
  name: string,
  choices: readonly Choice[],
): Choice => {
  const raw = String(request.params[name] ?? '');
  if (!(choices as readonly string[]).includes(raw)) throw new HttpError(404, 'Not found');
  return raw as Choice;
};

/** The 428 of a write without the version it requires (shown in /openapi.json too). */
export const VERSION_REQUIRED_MESSAGE =
  'Send the version you loaded (If-Match header or "version" in the body) with this change.';

const ifMatchOf = (request: Request): string | undefined =>
  request.get('If-Match')?.replace(/^W\//, '').replace(/"/g, '').trim() || undefined;

const bodyVersionOf = (request: Request): unknown =>
  (request.body as { version?: unknown } | undefined)?.version;

/** The version input each mounted route declares (routes.ts mountRoutes), by request. */
const declaredVersionInputs = new WeakMap<Request, VersionInput>();

export const declareVersionInput = (request: Request, input: VersionInput): void => {
  declaredVersionInputs.set(request, input);
};

/**
 * A handler that reads a version its route's doc does not declare is a programming error: /openapi.json would not
 * tell clients about it. It fails (500) in every test that reaches it. Requests not mounted by mountRoutes pass.
 */
const assertDeclared = (request: Request, reader: string, allowed: readonly VersionInput[]): void => {
  const declared = declaredVersionInputs.get(request);
  if (declared !== undefined && !allowed.includes(declared)) {
    throw new Error(
      `${request.method} ${String(request.route?.path)} calls ${reader}, but its RouteDoc declares version '${declared}'`,
    );
  }
};

const readVersion = (request: Request): number => {
  const raw = ifMatchOf(request) ?? bodyVersionOf(request);
  const version =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(version) || version < 0) throw new HttpError(428, VERSION_REQUIRED_MESSAGE);
  return version;
};

/**
 * Optimistic concurrency (DESIGN §5): every write to a mutable aggregate carries the version the client read, in
 * `If-Match` ("3", W/"3" or 3) or as `version` in the body. Without it a stale write cannot be detected, so it is
 * refused (428) rather than allowed to overwrite someone else's change. The route's doc declares `version:
 * 'required'` (the default for a PUT or DELETE of one record).
 */
export const versionFrom = (request: Request): number => {
  assertDeclared(request, 'versionFrom', ['required']);
  return readVersion(request);
};

/**
 * The version of a write where it is optional (the seeds' client sends none): checked when sent in `If-Match` or the
 * body (428 when it is not a whole number), undefined otherwise. The route's doc declares `version: 'optional'`.
 */
export const optionalVersion = (request: Request): number | undefined => {
  assertDeclared(request, 'optionalVersion', ['optional', 'optional-or-query']);
  return ifMatchOf(request) !== undefined || bodyVersionOf(request) !== undefined
    ? readVersion(request)
    : undefined;
};

/**
 * `?version=` of a DELETE (a body is unusual there): a whole number, 400 otherwise; undefined when not sent. The
 * route's doc declares `version: 'optional-or-query'`.
 */
export const queryVersion = (request: Request): number | undefined => {
  assertDeclared(request, 'queryVersion', ['optional-or-query']);
  const raw = request.query.version;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) {
    throw new HttpError(400, 'version: Send the version as a whole number');
  }
  return Number(raw);
};

/**
 * The handler of a versioned write to one record (PUT /customers/{id}, the project's tabs, a role…): the id from path
 * parameter `name` (404 "`thing` not found" when it is no id), the body parsed with `schema`, the version read
 * (`versionFrom`), and what `write` answers, as JSON. Checked in that order, so a wrong id is a 404 whatever the body.
 */
export const versionedWrite =
  <Input, Answer>(
    name: string,
    thing: string,
    schema: { parse(body: unknown): Input },
    write: (id: number, version: number, input: Input, request: Request) => Promise<Answer>,
  ) =>
  async (request: Request, response: Response): Promise<void> => {
    const id = pathId(request, name, thing);
    const input = schema.parse(request.body);
    response.json(await write(id, versionFrom(request), input, request));
  };
