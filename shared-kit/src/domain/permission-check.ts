import type { Permission } from './permissions.ts';

/**
 * What a permission check reads of a user: its roles' permission lists. A SignedInUser has them; so does the copy of
 * GET /user the session remembers, which the page's first-requests script reads without the user schema (it runs
 * without zod, so this check has a module of its own).
 */
export interface RoleHolder {
  roles: ReadonlyArray<{ permissions: readonly string[] }>;
}

/** A user has a permission if any of their roles lists it (SHELL-10). */
export const hasPermission = (user: RoleHolder | null | undefined, permission: Permission): boolean =>
  !!user && user.roles.some((role) => role.permissions.includes(permission));

export const hasAnyPermission = (
  user: RoleHolder | null | undefined,
  permissions: readonly Permission[],
): boolean => permissions.some((permission) => hasPermission(user, permission));
