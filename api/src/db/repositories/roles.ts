import { sql, type Transaction } from 'kysely';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';

type Executor = Db | Transaction<Database>;

export interface RoleRow {
  roleId: number;
  name: string;
  homePage: string | null;
  version: number;
  permissions: string[];
}

/** Each role with its permissions, alphabetical (one query for all of them). */
export const withPermissions = async <R extends { roleId: number }>(
  db: Executor,
  roles: readonly R[],
): Promise<Array<R & { permissions: string[] }>> => {
  if (roles.length === 0) return [];
  const grants = await db
    .selectFrom('rolePermissions')
    .select(['roleId', 'permission'])
    .where(
      'roleId',
      'in',
      roles.map((role) => role.roleId),
    )
    .orderBy('permission')
    .execute();
  return roles.map((role) => ({
    ...role,
    permissions: grants.filter((grant) => grant.roleId === role.roleId).map((grant) => grant.permission),
  }));
};

/** Every role, by name (a short list: roles are configuration). */
export const listRoleRows = async (db: Executor): Promise<RoleRow[]> =>
  withPermissions(
    db,
    await db.selectFrom('roles').select(['roleId', 'name', 'homePage', 'version']).orderBy('name').execute(),
  );

export const findRoleRow = async (db: Executor, roleId: number): Promise<RoleRow | undefined> => {
  const role = await db
    .selectFrom('roles')
    .select(['roleId', 'name', 'homePage', 'version'])
    .where('roleId', '=', roleId)
    .executeTakeFirst();
  return role ? (await withPermissions(db, [role]))[0] : undefined;
};

export const listRoleNames = async (db: Executor): Promise<string[]> =>
  (await db.selectFrom('roles').select('name').execute()).map((row) => row.name);

export const listHomePagePaths = async (db: Executor): Promise<string[]> =>
  (await db.selectFrom('homePages').select('path').execute()).map((row) => row.path);

const replacePermissions = async (
  trx: Transaction<Database>,
  roleId: number,
  permissions: readonly string[],
): Promise<void> => {
  await trx.deleteFrom('rolePermissions').where('roleId', '=', roleId).execute();
  if (permissions.length > 0) {
    await trx
      .insertInto('rolePermissions')
      .values(permissions.map((permission) => ({ roleId, permission })))
      .execute();
  }
};

export const insertRole = async (
  trx: Transaction<Database>,
  role: { name: string; homePage: string | null; permissions: readonly string[] },
): Promise<number> => {
  const { roleId } = await trx
    .insertInto('roles')
    .values({ name: role.name, homePage: role.homePage })
    .returning('roleId')
    .executeTakeFirstOrThrow();
  await replacePermissions(trx, roleId, role.permissions);
  return roleId;
};

/** Updates when the version still matches; false when someone else saved first. */
export const updateRole = async (
  trx: Transaction<Database>,
  roleId: number,
  version: number,
  role: { name: string; homePage: string | null; permissions: readonly string[] },
): Promise<boolean> => {
  const result = await trx
    .updateTable('roles')
    .set((eb) => ({
      name: role.name,
      homePage: role.homePage,
      version: eb('version', '+', 1),
      updatedAt: sql`now()`,
    }))
    .where('roleId', '=', roleId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await replacePermissions(trx, roleId, role.permissions);
  return true;
};
