import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { EmployeeSortField, SortOrder } from 'shared-kit/domain';
import type { Db } from '../database.ts';
import type { EmployeesTable } from '../schema.ts';
import { containsPattern } from './like.ts';
import { withPermissions } from './roles.ts';
import { type PageRequest, countRows } from './page-request.ts';

export interface EmployeeIdentity {
  employeeId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  employeeStatus: string;
  /** The portal language the employee picked, or null; only 'en' and 'es' are stored (migration 0007). */
  language: string | null;
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
    .select(['employeeId', 'firstName', 'lastName', 'email', 'employeeStatus', 'language'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

/**
 * Stores the employee's portal language. A preference, not master data: no version and no updated_at, so it never
 * makes an approver's open employee form stale.
 */
export const setEmployeeLanguage = async (db: Db, employeeId: number, language: string): Promise<void> => {
  await db.updateTable('employees').set({ language }).where('employeeId', '=', employeeId).execute();
};

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
  return withPermissions(db, roles);
};

/** An employee as the repository reads it: every column but the timestamps and the portal language (GET /user's). */
export type EmployeeRow = Omit<Selectable<EmployeesTable>, 'createdAt' | 'updatedAt' | 'language'>;

const EMPLOYEE_COLUMNS = [
  'employees.employeeId',
  'employees.accumaticaId',
  'employees.payrollProviderId',
  'employees.firstName',
  'employees.lastName',
  'employees.email',
  'employees.stateCode',
  'employees.employeeClass',
  'employees.department',
  'employees.laborItem',
  'employees.primaryJobClass',
  'employees.employeeStatus',
  'employees.perDiemEligible',
  'employees.truckAllowance',
  'employees.weeklyTruckAllowance',
  'employees.version',
] as const;

export interface EmployeeFilter {
  /** First name, last name, "first last" or the Acumatica ID. */
  search?: string;
  perDiemEligible?: boolean;
  status?: string;
  /** Department PROJMGMT or EXEC, or primary job class CONSTRUCTION_MANAGER (PROJECTS-26). */
  projectManagerCandidates?: boolean;
}

const filteredEmployees = (db: Db, filter: EmployeeFilter) =>
  db
    .selectFrom('employees')
    .$if(Boolean(filter.search), (query) => {
      const text = containsPattern(filter.search as string);
      return query.where((eb) =>
        eb.or([
          eb('employees.firstName', 'ilike', text),
          eb('employees.lastName', 'ilike', text),
          eb(sql<string>`employees.first_name || ' ' || employees.last_name`, 'ilike', text),
          eb(sql<string>`employees.last_name || ', ' || employees.first_name`, 'ilike', text),
          eb('employees.accumaticaId', 'ilike', text),
        ]),
      );
    })
    .$if(filter.perDiemEligible !== undefined, (query) =>
      query.where('employees.perDiemEligible', '=', filter.perDiemEligible as boolean),
    )
    .$if(filter.status !== undefined, (query) =>
      query.where('employees.employeeStatus', '=', filter.status as string),
    )
    .$if(filter.projectManagerCandidates === true, (query) =>
      query.where((eb) =>
        eb.or([
          eb('employees.department', 'in', ['PROJMGMT', 'EXEC']),
          eb('employees.primaryJobClass', '=', 'CONSTRUCTION_MANAGER'),
        ]),
      ),
    );

export const listEmployees = async (
  db: Db,
  filter: EmployeeFilter,
  page: PageRequest,
  sort: SortOrder<EmployeeSortField> = { field: 'lastName', direction: 'asc' },
): Promise<EmployeeRow[]> =>
  filteredEmployees(db, filter)
    .select([...EMPLOYEE_COLUMNS])
    .orderBy(`employees.${sort.field}`, sort.direction)
    .orderBy('employees.lastName')
    .orderBy('employees.firstName')
    .orderBy('employees.employeeId')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countEmployees = async (db: Db, filter: EmployeeFilter): Promise<number> =>
  countRows(filteredEmployees(db, filter));

export const findEmployee = async (db: Db, employeeId: number): Promise<EmployeeRow | undefined> =>
  db
    .selectFrom('employees')
    .select([...EMPLOYEE_COLUMNS])
    .where('employees.employeeId', '=', employeeId)
    .executeTakeFirst();

/** Employees by id (roster and project-manager checks). */
export const findEmployeesByIds = async (db: Db, ids: readonly number[]): Promise<EmployeeRow[]> =>
  ids.length === 0
    ? []
    : db
        .selectFrom('employees')
        .select([...EMPLOYEE_COLUMNS])
        .where('employees.employeeId', 'in', [...ids])
        .execute();

export const listRoleIdsOf = async (db: Db, employeeId: number): Promise<number[]> =>
  (
    await db
      .selectFrom('employeeRoles')
      .select('roleId')
      .where('employeeId', '=', employeeId)
      .orderBy('position')
      .orderBy('roleId')
      .execute()
  ).map((row) => row.roleId);

export const existingRoleIds = async (db: Db, roleIds: readonly number[]): Promise<number[]> =>
  roleIds.length === 0
    ? []
    : (
        await db
          .selectFrom('roles')
          .select('roleId')
          .where('roleId', 'in', [...roleIds])
          .execute()
      ).map((row) => row.roleId);

/** Replaces the role assignments, in the given order (the first role with a home page decides the redirect). */
export const replaceEmployeeRoles = async (
  db: Db,
  employeeId: number,
  roleIds: readonly number[],
): Promise<void> => {
  await db.deleteFrom('employeeRoles').where('employeeId', '=', employeeId).execute();
  if (roleIds.length === 0) return;
  await db
    .insertInto('employeeRoles')
    .values(roleIds.map((roleId, position) => ({ employeeId, roleId, position })))
    .execute();
};

/** Which of the unique fields (Acumatica ID, e-mail case-insensitively) another employee already has. */
export const employeeUniqueClashes = async (
  db: Db,
  values: { accumaticaId: string; email: string | null },
  exceptEmployeeId?: number,
): Promise<{ accumaticaId: boolean; email: boolean }> => {
  const rows = await db
    .selectFrom('employees')
    .select(['accumaticaId', 'email'])
    .where((eb) =>
      eb.or([
        eb('accumaticaId', '=', values.accumaticaId),
        ...(values.email ? [eb(sql<string>`lower(email)`, '=', values.email.toLowerCase())] : []),
      ]),
    )
    .$if(exceptEmployeeId !== undefined, (query) =>
      query.where('employeeId', '<>', exceptEmployeeId as number),
    )
    .execute();
  return {
    accumaticaId: rows.some((row) => row.accumaticaId === values.accumaticaId),
    email: rows.some(
      (row) => values.email !== null && row.email?.toLowerCase() === values.email.toLowerCase(),
    ),
  };
};

export const insertEmployee = async (db: Db, values: Insertable<EmployeesTable>): Promise<number> =>
  (await db.insertInto('employees').values(values).returning('employeeId').executeTakeFirstOrThrow())
    .employeeId;

/** Optimistic update: false when the version no longer matches (or the employee is gone). */
export const updateEmployee = async (
  db: Db,
  employeeId: number,
  version: number,
  values: Updateable<EmployeesTable>,
): Promise<boolean> =>
  (
    await db
      .updateTable('employees')
      .set((eb) => ({ ...values, version: eb('version', '+', 1), updatedAt: new Date() }))
      .where('employeeId', '=', employeeId)
      .where('version', '=', version)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;
