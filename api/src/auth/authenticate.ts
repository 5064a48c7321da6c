import type { RequestHandler } from 'express';
import type { Db } from '../db/database.ts';
import { findEmployeeByEmail, listAssignedRoles } from '../db/repositories/employees.ts';
import { HttpError } from '../http/errors.ts';
import { forbidden } from '../services/errors.ts';
import { currentUserOf, setCurrentUser } from './current-user.ts';
import { KeySetUnavailableError, TokenRejectedError, type TokenVerifier } from './token-verifier.ts';

/** RFC 6750 challenge; the contract asks for the same one whether the token is missing or bad. */
const CHALLENGE = { 'WWW-Authenticate': 'Bearer error="invalid_token"' };

const unauthorized = (message: string): HttpError => new HttpError(401, message, CHALLENGE);

const bearerTokenOf = (header: string | undefined): string | null => {
  const match = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

/**
 * Verifies the bearer id token and loads the employee by its `email` claim with roles and permissions.
 * 401 only for a missing or invalid token; a valid token without an employee is 403 (contract "Tokens and auth").
 */
export const createAuthenticate =
  ({ db, verifier }: { db: Db; verifier: TokenVerifier }): RequestHandler =>
  async (request, _response, next) => {
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) throw unauthorized('Sign-in required');

    let email: string | null;
    try {
      ({ email } = await verifier.verify(token));
    } catch (error) {
      if (error instanceof TokenRejectedError) {
        request.log?.info({ reason: error.message }, 'bearer token rejected');
        throw unauthorized('Your sign-in is invalid or has expired');
      }
      if (error instanceof KeySetUnavailableError) {
        request.log?.error({ reason: error.message }, 'identity provider keys unavailable');
        throw new HttpError(503, 'Sign-in cannot be checked right now. Please try again shortly.');
      }
      throw error;
    }
    // Without an e-mail the token cannot name an employee: treat it as unusable, like any other bad token.
    if (!email) throw unauthorized('Your sign-in token has no e-mail address');

    const employee = await findEmployeeByEmail(db, email);
    if (!employee) throw forbidden('No employee record for this account');
    if (employee.employeeStatus !== 'Active') throw forbidden('This employee account is inactive');
    setCurrentUser(request, currentUserOf(employee, await listAssignedRoles(db, employee.employeeId)));
    next();
  };
