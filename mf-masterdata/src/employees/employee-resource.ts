import { NONE_OPTION } from 'shared-kit';
import { employeeFormSchema, type EmployeeDetail, type EmployeeForm } from 'shared-kit/master-data';
import { recordResource } from 'shared-kit/form';
import { invalidateAfter } from 'shared-kit/resources/keys';
import { createEmployee, employeeQueryOptions, updateEmployee } from 'shared-kit/resources/employees';
import { EMPLOYEES_PATH } from '../common/paths';

/** What the employee form's inputs hold: text, as the inputs and selects give it, and the checked roles. */
export interface EmployeeValues {
  accumaticaId: string;
  payrollProviderId: string;
  firstName: string;
  lastName: string;
  email: string;
  stateCode: string;
  /** Pay group: a PAY_GROUPS code or ' - '. */
  employeeClass: string;
  department: string;
  laborItem: string;
  primaryJobClass: string;
  employeeStatus: string;
  /** '0' Not Eligible, '1' Eligible, '' not chosen. */
  perDiemEligible: string;
  truckAllowance: string;
  weeklyTruckAllowance: string;
  roleIds: number[];
}

/** The form's values of an employee; of none, a new one: ' - ' in the code selects, nothing chosen, no allowance. */
export const employeeValuesOf = (employee: EmployeeDetail | undefined): EmployeeValues => ({
  accumaticaId: employee?.accumaticaId ?? '',
  payrollProviderId: employee?.payrollProviderId ?? '',
  firstName: employee?.firstName ?? '',
  lastName: employee?.lastName ?? '',
  email: employee?.email ?? '',
  stateCode: employee?.stateCode ?? '',
  employeeClass: employee?.employeeClass || NONE_OPTION,
  department: employee?.department || NONE_OPTION,
  laborItem: employee?.laborItem || NONE_OPTION,
  primaryJobClass: employee?.primaryJobClass ?? '',
  employeeStatus: employee?.employeeStatus ?? '',
  perDiemEligible: employee ? String(employee.perDiemEligible) : '',
  truckAllowance: String(employee?.truckAllowance ?? 0),
  weeklyTruckAllowance: String(employee?.weeklyTruckAllowance ?? 0),
  roleIds: employee?.roleIds ?? [],
});

/** The toasts of seed 001 §8 for the employee detail, character for character. */
export const EMPLOYEE_TOAST = {
  created: 'Employee Successfully Created',
  createFailed: 'Problem Creating Employee',
  updated: 'Employee Successfully Updated',
  updateFailed: 'Problem Updating Employee',
  loadFailed: 'Problem getting employee data',
} as const;

/** PUT without roleIds keeps the employee's roles (api/docs/master-data.md); updateEmployee's type always has them. */
const keepingRoles = ({ roleIds: _kept, ...form }: EmployeeForm): EmployeeForm => form as EmployeeForm;

/**
 * How the detail reads and writes an employee (EMPLOYEES-08…28). `showsRoles(email)`: whether the form shows the role
 * checkboxes for that e-mail (U-36, and the user may assign roles). When it does not, a new employee gets no roles and
 * an update leaves roleIds out, so the roles stay as they are.
 */
export const employeeResource = (showsRoles: (email: string | null) => boolean) =>
  recordResource({
    query: employeeQueryOptions,
    idOf: (employee: EmployeeDetail) => employee.employeeId,
    valuesOf: employeeValuesOf,
    schema: employeeFormSchema,
    create: (form: EmployeeForm) => createEmployee(showsRoles(form.email) ? form : { ...form, roleIds: [] }),
    update: (employee, form) =>
      updateEmployee(employee.employeeId, {
        ...(showsRoles(form.email) ? form : keepingRoles(form)),
        version: employee.version,
      }),
    stale: invalidateAfter.employeeSaved,
    listPath: EMPLOYEES_PATH,
    // The seeds send no saved employee anywhere (U-48 names none): the saved record stays on screen.
    afterSave: 'record',
    toasts: EMPLOYEE_TOAST,
  });
