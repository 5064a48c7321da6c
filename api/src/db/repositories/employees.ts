import { sql } from 'kysely';
import type { Db } from '../database.ts';

export interface EmployeeIdentity {
  employeeId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  employeeStatus: string;
}

export interface AssignedRole {
  roleId: number;
  name: string;
  homePage: string | null;
  permissions: string[];
}

/** The employee signing in, matched on e-mail case-insensitively (uses the lower(email) unique index). */
export const findEmployeeByEmail = async (db: Db, email: string): Promise<EmployeeIdentity | undefined> =>
  db
    .selectFrom('employees')
    .select(['employeeId', 'firstName', 'lastName', 'email', 'employeeStatus'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

/** An employee's roles in assignment order, each with its permissions (alphabetical within the role). */
export const listAssignedRoles = async (db: Db, employeeId: number): Promise<AssignedRole[]> => {
  const roles = await db
    .selectFrom('employeeRoles')
    .innerJoin('roles', 'roles.roleId', 'employeeRoles.roleId')
    .select(['roles.roleId', 'roles.name', 'roles.homePage'])
    .where('employeeRoles.employeeId', '=', employeeId)
    .orderBy('employeeRoles.position')
    .orderBy('roles.roleId')
    .execute();
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
