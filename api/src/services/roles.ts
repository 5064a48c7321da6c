import { z } from 'zod';
import {
  isPermission,
  MASTER_DATA_MSG,
  PERMISSIONS,
  roleNameTaken,
  type RoleForm,
  type RoleView,
} from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import {
  findRoleRow,
  insertRole,
  listHomePagePaths,
  listRoleNames,
  listRoleRows,
  updateRole,
} from '../db/repositories/roles.ts';
import { conflict, notFound, staleWrite, type DomainError } from './errors.ts';

export const ROLE = 'role';

export const listRoles = (db: Db): Promise<RoleView[]> => listRoleRows(db);

export const getRole = async (db: Db, roleId: number): Promise<RoleView> => {
  const role = await findRoleRow(db, roleId);
  if (!role) throw notFound(ROLE);
  return role;
};

/** GET /permissions: the 31 permission names of the seeds, in the seeds' order (CONST-19). */
export const listPermissions = (): string[] => [...PERMISSIONS];

/** The 409 of ROLES-07 (the field error and the toast in 001 §8 use the same text). */
const roleExists = (): DomainError => conflict(MASTER_DATA_MSG.roleExists, 'name');

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

/** Permissions must be names of the seeds and the home page one of GET /home-pages (or none, the default '/'). */
const checkedRole = async (
  db: Db,
  form: RoleForm,
): Promise<{ name: string; homePage: string | null; permissions: string[] }> => {
  const problems: { path: (string | number)[]; message: string }[] = [];
  form.permissions.forEach((permission, index) => {
    if (!isPermission(permission))
      problems.push({ path: ['permissions', index], message: `Unknown permission: ${permission}` });
  });
  if (form.homePage !== null && !(await listHomePagePaths(db)).includes(form.homePage)) {
    problems.push({ path: ['homePage'], message: 'Choose a home page from the list' });
  }
  if (problems.length > 0) {
    throw new z.core.$ZodError(
      problems.map((problem) => ({ code: 'custom' as const, ...problem, input: undefined })),
    );
  }
  return {
    name: form.name,
    homePage: form.homePage,
    // Stored once each; reads list them alphabetically (as GET /user does).
    permissions: PERMISSIONS.filter((permission) => form.permissions.includes(permission)),
  };
};

export const createRole = async (db: Db, form: RoleForm): Promise<RoleView> => {
  const role = await checkedRole(db, form);
  if (roleNameTaken(role.name, await listRoleNames(db))) throw roleExists();
  try {
    const roleId = await db.transaction().execute((trx) => insertRole(trx, role));
    return await getRole(db, roleId);
  } catch (error) {
    // Two clerks creating the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw roleExists();
    throw error;
  }
};

/** ROLES-08: the uniqueness check runs only when the name changed. */
export const updateRoleById = async (
  db: Db,
  roleId: number,
  form: RoleForm,
  version: number,
): Promise<RoleView> => {
  const current = await findRoleRow(db, roleId);
  if (!current) throw notFound(ROLE);
  if (current.version !== version) throw staleWrite(ROLE);
  const role = await checkedRole(db, form);
  if (roleNameTaken(role.name, await listRoleNames(db), current.name)) throw roleExists();
  try {
    const updated = await db.transaction().execute((trx) => updateRole(trx, roleId, version, role));
    if (!updated) throw staleWrite(ROLE);
  } catch (error) {
    if (isUniqueViolation(error)) throw roleExists();
    throw error;
  }
  return getRole(db, roleId);
};
