// 'shared-kit/master-data': the master data rules — the seeds' messages (MASTER_DATA_MSG), the form schemas of
// projects, customers, employees, roles and per diem tables, the report criteria, and the api's master data bodies.
// Its own Module Federation singleton, loaded with the screens that use it. The rules live in src/domain (the api
// reads them from 'shared-kit/domain'); this entry only re-exports them.
export * from '../domain/master-data.ts';
export * from '../domain/api-master-data.ts';
// The lists' sort fields moved to the root entry (a list paints without this entry); still here for an area
// built before the move, which imports them from 'shared-kit/master-data'.
export {
  CUSTOMER_SORT_FIELDS,
  EMPLOYEE_SORT_FIELDS,
  PROJECT_SORT_FIELDS,
  type CustomerSortField,
  type EmployeeSortField,
  type ProjectSortField,
} from 'shared-kit';
