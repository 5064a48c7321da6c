import { buildPath } from 'shared-kit';
import type { UnapprovedTimesheet } from 'shared-kit/payroll';

/** The foreman's timesheet page, where an approver or payroll finishes an unapproved timesheet. */
export const timesheetPath = (timesheet: Pick<UnapprovedTimesheet, 'projectId' | 'timesheetId'>): string =>
  buildPath('/foreman/projects/:projectId/timesheets/:timesheetId', timesheet);

/** The no-pay roster of a period, where reasons are set. */
export const rosterPath = (payrollPeriodId: number): string =>
  buildPath('/payroll/:payrollPeriodId/nopayroster', { payrollPeriodId });
