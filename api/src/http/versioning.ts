import type { Request } from 'express';
import { HttpError } from './errors.ts';

/**
 * Optimistic concurrency (DESIGN §5): every write to a mutable aggregate carries the version the client read, in
 * `If-Match` ("3", W/"3" or 3) or as `version` in the body. Without it a stale write cannot be detected, so it is
 * refused (428) rather than allowed to overwrite someone else's change.
 */
export const versionFrom = (request: Request): number => {
  const header = request.get('If-Match');
  const fromHeader = header?.replace(/^W\//, '').replace(/"/g, '').trim();
  const fromBody = (request.body as { version?: unknown } | undefined)?.version;
  const raw = fromHeader || fromBody;
  const version =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(version) || version < 0) {
    throw new HttpError(
      428,
      'Send the version you loaded (If-Match header or "version" in the body) with this change.',
    );
  }
  return version;
};

/** 409 for a write whose version no longer matches: someone else saved first. `thing` reads like "timesheet". */
export const staleWrite = (thing: string): HttpError =>
  new HttpError(
    409,
    `This ${thing} was changed by someone else since you opened it. Reload to see the latest version, then make your change again.`,
  );

/** 404 with a clerk-readable message ("Timesheet not found"). */
export const notFound = (thing: string): HttpError =>
  new HttpError(404, `${thing.charAt(0).toUpperCase()}${thing.slice(1)} not found`);
