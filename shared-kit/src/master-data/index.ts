// 'shared-kit/master-data': the master data rules — the seeds' messages (MASTER_DATA_MSG), the form schemas of
// projects, customers, employees, roles and per diem tables, the report criteria, and the api's master data bodies.
// A library shared on its own, loaded with the screens that use it. The rules live in src/domain (the api
// reads them from 'shared-kit/domain'); this entry only re-exports them.
export * from '../domain/master-data.ts';
export * from '../domain/api-master-data.ts';
