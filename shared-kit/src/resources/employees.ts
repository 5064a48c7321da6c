import { queryOptions } from '@tanstack/react-query';
import { api } from 'shared-kit';
import type { EmployeeSortField, Page } from 'shared-kit';
import { employeeKeys, ifMatch, type QueryOf, type SortParam } from 'shared-kit/resources/keys';
import type { EmployeeDetail, EmployeeForm, EmployeeListItem, EmployeeQuery } from 'shared-kit/master-data';

/** Employees (api/docs/master-data.md, EMPLOYEES-*): the list also feeds the pickers (manager, Manpower, crew). */

/** GET /employees (employeeQuerySchema). */
export type EmployeeListParams = Omit<QueryOf<EmployeeQuery>, 'sort'> & {
  sort?: SortParam<EmployeeSortField> | null;
};

const employeePath = (employeeId: number) => `/employees/${employeeId}`;

export const getEmployeePage = (
  params: EmployeeListParams,
  signal?: AbortSignal,
): Promise<Page<EmployeeListItem>> => api.getPage<EmployeeListItem>('/employees', { query: params, signal });

export const employeePageQueryOptions = (params: EmployeeListParams) =>
  queryOptions({
    queryKey: employeeKeys.list(params),
    queryFn: ({ signal }) => getEmployeePage(params, signal),
  });

/** GET /employees/{id}: with roleIds (EMPLOYEES-09). */
export const employeeQueryOptions = (employeeId: number) =>
  queryOptions({
    queryKey: employeeKeys.detail(employeeId),
    queryFn: ({ signal }) => api.get<EmployeeDetail>(employeePath(employeeId), { signal }),
  });

export const createEmployee = (form: EmployeeForm) => api.post<EmployeeDetail>('/employees', form);

/** PUT /employees/{id}: roleIds left out keep the roles (U-36). */
export const updateEmployee = (employeeId: number, form: EmployeeForm) =>
  api.put<EmployeeDetail>(employeePath(employeeId), form, ifMatch(form.version));
