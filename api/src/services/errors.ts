import { z } from 'zod';

/**
 * Why the api refuses a request, in the domain's words. Services (and auth) throw these; http/errors.ts is the one
 * place that turns each kind into a status code, so a rule never knows about HTTP.
 */
export type RefusalKind =
  | 'not-found'
  | 'stale'
  | 'conflict'
  | 'locked-period'
  | 'forbidden'
  | 'invalid'
  /** Well formed, but it cannot be done as asked (an Idempotency-Key reused for another request). */
  | 'unprocessable';

/** A refusal with the message a payroll clerk reads (the portal appends it to its toast, NOTIFY-07). */
export class DomainError extends Error {
  readonly kind: RefusalKind;
  /** The one form field the refusal is about (a duplicate name), so the form can show it there. */
  readonly field: string | undefined;

  constructor(kind: RefusalKind, message: string, field?: string) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.field = field;
  }
}

export const FORBIDDEN_TEXT = "You don't have permission to do this";

/** The record does not exist, or the user may not learn that it does: "Timesheet not found". */
export const notFound = (thing: string): DomainError =>
  new DomainError('not-found', `${thing.charAt(0).toUpperCase()}${thing.slice(1)} not found`);

/** The version the client read is no longer the stored one: someone else saved first. `thing` reads like "timesheet". */
export const staleWrite = (thing: string): DomainError =>
  new DomainError(
    'stale',
    `This ${thing} was changed by someone else since you opened it. Reload to see the latest version, then make your change again.`,
  );

/**
 * A rule refuses the change as things stand: a duplicate, a record still in use, a state that does not allow it.
 * `field` names the form field a duplicate is about (the 409 then carries errors: [{ path: field, message }]).
 */
export const conflict = (message: string, field?: string): DomainError =>
  new DomainError('conflict', message, field);

/** The payroll period does not take this change: COMPLETED is locked for good, CLOSED until payroll re-opens it. */
export const lockedPeriod = (message: string): DomainError => new DomainError('locked-period', message);

/** The signed-in employee may not do this. */
export const forbidden = (message: string = FORBIDDEN_TEXT): DomainError =>
  new DomainError('forbidden', message);

/** A request value that only the database can judge is wrong, with no single field to point at. */
export const invalidRequest = (message: string): DomainError => new DomainError('invalid', message);

export interface Issue {
  path: (string | number)[];
  message: string;
}

export const fieldIssue = (path: (string | number)[], message: string): Issue => ({ path, message });

/**
 * Field problems a rule found that the shared schemas cannot check (they need the database): the same error a schema
 * throws, so the body is the same 400 `{ message, errors: [{ path, message }] }`.
 */
export const invalid = (issues: readonly Issue[]): z.core.$ZodError =>
  new z.core.$ZodError(
    issues.map((issue) => ({
      code: 'custom' as const,
      path: issue.path,
      message: issue.message,
      input: undefined,
    })),
  );

/** One field problem (see invalid). */
export const fieldError = (path: (string | number)[], message: string): z.core.$ZodError =>
  invalid([fieldIssue(path, message)]);
