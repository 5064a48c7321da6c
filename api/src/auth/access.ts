import type { RequestHandler } from 'express';
import type { Permission } from 'shared-kit/domain';
import { forbidden } from '../services/errors.ts';
import { hasAny, requireCurrentUser } from './current-user.ts';

/**
 * Who may call a route. Deny by default: every route states one of these in its definition (DESIGN §4), and a test
 * walks the mounted routes to prove none is missing.
 */
export type RouteAccess =
  | { kind: 'public' }
  /** Any signed-in employee, even one with no roles (GET /user). */
  | { kind: 'signed-in' }
  | { kind: 'any-of'; permissions: readonly [Permission, ...Permission[]] };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
export const anyOf = (...permissions: [Permission, ...Permission[]]): RouteAccess => ({
  kind: 'any-of',
  permissions,
});

/** 403 unless the signed-in user holds at least one of the permissions (from any of their roles). */
export const requirePermission =
  (...permissions: [Permission, ...Permission[]]): RequestHandler =>
  (request, _response, next) => {
    if (!hasAny(requireCurrentUser(request), permissions)) throw forbidden();
    next();
  };
