import type {
  EmployeeDetail,
  EmployeeForm,
  EmployeeListItem,
  EmployeeQuery,
  EmployeeStatus,
} from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import { findJobClasses, findLaborItem } from '../db/repositories/catalog.ts';
import {
  countEmployees,
  employeeUniqueClashes,
  existingRoleIds,
  findEmployee,
  insertEmployee,
  listEmployees as listEmployeeRows,
  listRoleIdsOf,
  replaceEmployeeRoles,
  updateEmployee as updateEmployeeRow,
  type EmployeeRow,
} from '../db/repositories/employees.ts';
import { conflict, fieldError, forbidden, notFound, staleWrite } from './errors.ts';
import { pageRequestOf } from './paging.ts';

export const EMPLOYEE_MSG = {
  accumaticaIdTaken: 'An employee with this Acumatica ID already exists',
  emailTaken: 'An employee with this e-mail already exists',
  laborItemInvalid: 'Please enter a valid labor item',
  jobClassInvalid: 'Choose a job class from the list',
  roleMissing: 'This role does not exist',
  rolesNeedCompanyEmail: (domain: string) =>
    `Roles can only be given to an employee with an @${domain} e-mail`,
} as const;

/** What the caller may do beyond Employees_Create, and the company domain of U-36. */
export interface EmployeeWriteContext {
  /** Changing role assignments needs Roles_View (the permission that shows roles and their permissions). */
  canAssignRoles: boolean;
  companyEmailDomain: string;
  /** False when the body had no roleIds: the assignments stay as they are (an older client cannot wipe them). */
  rolesSent?: boolean;
}

const itemOf = (row: EmployeeRow): EmployeeListItem => ({
  ...row,
  employeeStatus: row.employeeStatus as EmployeeStatus,
  perDiemEligible: row.perDiemEligible ? 1 : 0,
});

export const listEmployees = async (
  db: Db,
  query: EmployeeQuery,
): Promise<{ items: EmployeeListItem[]; total: number }> => {
  const filter = {
    search: query.search || undefined,
    perDiemEligible: query.perDiemEligible,
    status: query.status,
    projectManagerCandidates: query.projectManagerCandidates,
  };
  const rows = await listEmployeeRows(db, filter, pageRequestOf(query), query.sort);
  return { items: rows.map(itemOf), total: await countEmployees(db, filter) };
};

export const getEmployee = async (db: Db, employeeId: number): Promise<EmployeeDetail> => {
  const row = await findEmployee(db, employeeId);
  if (!row) throw notFound('employee');
  return { ...itemOf(row), roleIds: await listRoleIdsOf(db, employeeId) };
};

export const inCompanyDomain = (email: string | null, domain: string): boolean =>
  email !== null && email.toLowerCase().endsWith(`@${domain.toLowerCase()}`);

const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Rules of the employee form that need the database: the labor item exists and sets the primary job class when it
 * is new or changed (EMPLOYEES-24); Acumatica ID and e-mail are unique; roles only for a company e-mail (U-36), only
 * existing ones, and changed only by a caller who may (Roles_View).
 */
const checkedValues = async (
  db: Db,
  form: EmployeeForm,
  context: EmployeeWriteContext,
  current?: { row: EmployeeRow; roleIds: number[] },
) => {
  const laborItem = await findLaborItem(db, form.laborItem);
  if (!laborItem) throw fieldError(['laborItem'], EMPLOYEE_MSG.laborItemInvalid);
  let primaryJobClass = form.primaryJobClass || null;
  if (!current || current.row.laborItem !== form.laborItem || !primaryJobClass)
    primaryJobClass = laborItem.jobClass;
  if ((await findJobClasses(db, [primaryJobClass])).length === 0) {
    throw fieldError(['primaryJobClass'], EMPLOYEE_MSG.jobClassInvalid);
  }
  const roleIds = context.rolesSent === false && current ? current.roleIds : [...new Set(form.roleIds)];
  if (!sameIds(roleIds, current?.roleIds ?? []) && !context.canAssignRoles) throw forbidden();
  if (roleIds.length > 0 && !inCompanyDomain(form.email, context.companyEmailDomain)) {
    throw fieldError(['roleIds'], EMPLOYEE_MSG.rolesNeedCompanyEmail(context.companyEmailDomain));
  }
  const known = new Set(await existingRoleIds(db, roleIds));
  roleIds.forEach((roleId, index) => {
    if (!known.has(roleId)) throw fieldError(['roleIds', index], EMPLOYEE_MSG.roleMissing);
  });
  const clashes = await employeeUniqueClashes(
    db,
    { accumaticaId: form.accumaticaId, email: form.email },
    current?.row.employeeId,
  );
  if (clashes.accumaticaId) throw conflict(EMPLOYEE_MSG.accumaticaIdTaken);
  if (clashes.email) throw conflict(EMPLOYEE_MSG.emailTaken);
  return {
    columns: {
      accumaticaId: form.accumaticaId,
      payrollProviderId: form.payrollProviderId,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      stateCode: form.stateCode,
      employeeClass: form.employeeClass,
      department: form.department,
      laborItem: form.laborItem,
      primaryJobClass,
      employeeStatus: form.employeeStatus,
      perDiemEligible: form.perDiemEligible === 1,
      truckAllowance: form.truckAllowance,
      weeklyTruckAllowance: form.weeklyTruckAllowance,
    },
    roleIds,
  };
};

export const createEmployee = async (
  db: Db,
  form: EmployeeForm,
  context: EmployeeWriteContext,
): Promise<EmployeeDetail> =>
  db.transaction().execute(async (trx) => {
    const { columns, roleIds } = await checkedValues(trx, form, context);
    const employeeId = await insertEmployee(trx, columns);
    await replaceEmployeeRoles(trx, employeeId, roleIds);
    return getEmployee(trx, employeeId);
  });

export const updateEmployee = async (
  db: Db,
  employeeId: number,
  version: number,
  form: EmployeeForm,
  context: EmployeeWriteContext,
): Promise<EmployeeDetail> =>
  db.transaction().execute(async (trx) => {
    const row = await findEmployee(trx, employeeId);
    if (!row) throw notFound('employee');
    const { columns, roleIds } = await checkedValues(trx, form, context, {
      row,
      roleIds: await listRoleIdsOf(trx, employeeId),
    });
    if (!(await updateEmployeeRow(trx, employeeId, version, columns))) throw staleWrite('employee');
    await replaceEmployeeRoles(trx, employeeId, roleIds);
    return getEmployee(trx, employeeId);
  });
