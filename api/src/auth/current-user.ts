import type { Request } from 'express';
import {
  isLanguage,
  isPermission,
  type Language,
  type Permission,
  type RoleSummary,
} from 'shared-kit/domain';
import type { AssignedRole, EmployeeIdentity } from '../db/repositories/employees.ts';

/** The signed-in employee of a request: GET /user's shape plus the union of permissions for checks. */
export interface CurrentUser {
  employeeId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  roles: RoleSummary[];
  /** The portal language the user picked; null until they pick one (the browser then keeps its own). */
  language: Language | null;
  /** A user has a permission if any of their roles lists it (SHELL-10). */
  permissions: ReadonlySet<Permission>;
}

export const currentUserOf = (employee: EmployeeIdentity, roles: readonly AssignedRole[]): CurrentUser => ({
  employeeId: employee.employeeId,
  firstName: employee.firstName,
  lastName: employee.lastName,
  email: employee.email,
  language: isLanguage(employee.language) ? employee.language : null,
  roles: roles.map((role) => ({ ...role, permissions: [...role.permissions] })),
  // Unknown strings in role_permissions grant nothing: only the seeds' permission names count.
  permissions: new Set(roles.flatMap((role) => role.permissions).filter(isPermission)),
});

export const hasAny = (user: CurrentUser, permissions: readonly Permission[]): boolean =>
  permissions.some((permission) => user.permissions.has(permission));

/** Per-request storage without widening Express's types; entries go away with the request. */
const usersByRequest = new WeakMap<Request, CurrentUser>();

export const setCurrentUser = (request: Request, user: CurrentUser): void => {
  usersByRequest.set(request, user);
};

/** The authenticated user; only valid behind the authenticate middleware (a programming error otherwise). */
export const requireCurrentUser = (request: Request): CurrentUser => {
  const user = usersByRequest.get(request);
  if (!user) throw new Error('requireCurrentUser used on a route without authentication');
  return user;
};
