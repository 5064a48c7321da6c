import type { Migration } from 'kysely/migration';
import * as peopleAndRoles from './0001_people_and_roles.ts';
import * as customersAndProjects from './0002_customers_and_projects.ts';
import * as payrollPeriods from './0003_payroll_periods.ts';
import * as timesheets from './0004_timesheets.ts';
import * as auditAndOutbox from './0005_audit_and_outbox.ts';
import * as idempotencyKeys from './0006_idempotency_keys.ts';
import * as employeeLanguage from './0007_employee_language.ts';

/**
 * Every migration, by name (the Migrator runs them in name order). A static map, not a folder scan, so the set is
 * the same under node, jest and a bundle. Add a file, then add it here; never edit an applied one.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_people_and_roles': peopleAndRoles,
  '0002_customers_and_projects': customersAndProjects,
  '0003_payroll_periods': payrollPeriods,
  '0004_timesheets': timesheets,
  '0005_audit_and_outbox': auditAndOutbox,
  '0006_idempotency_keys': idempotencyKeys,
  '0007_employee_language': employeeLanguage,
};
