// The columns each master data list sorts by. On the root entry: a list's first render reads them for its URL state,
// and taking them from 'shared-kit/master-data' would download that entry's schemas (and a second copy of zod's core,
// 9.5 KiB gzip) before the list can paint. The api's query schemas (api-master-data.ts) read them from here too.

export const PROJECT_SORT_FIELDS = [
  'projectNumber',
  'description',
  'city',
  'stateCode',
  'customerName',
  'pmLastName',
  'status',
  'prevailingWage',
] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export const CUSTOMER_SORT_FIELDS = ['customerName', 'customerExternalId'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

export const EMPLOYEE_SORT_FIELDS = [
  'lastName',
  'firstName',
  'accumaticaId',
  'primaryJobClass',
  'department',
  'employeeStatus',
  'perDiemEligible',
  'employeeClass',
  'stateCode',
] as const;
export type EmployeeSortField = (typeof EMPLOYEE_SORT_FIELDS)[number];
