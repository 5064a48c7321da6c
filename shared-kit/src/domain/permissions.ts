/** Every permission string of both seeds (CONST-19), exact and case-sensitive. */
export const PERMISSIONS = [
  'ForemanDashboard_View',
  'PayrollDashboard_View',
  'ApproverDashboard_View',
  'Timesheets_View',
  'Report_View',
  'Projects_View',
  'Customers_View',
  'Employees_View',
  'Roles_View',
  'Admin_View',
  'Timesheets_Review',
  'Timesheets_Approve',
  'Timesheets_ApproveAny',
  'Timesheets_UpdateOpen',
  'Timesheets_UpdatePendingApproval',
  'Timesheets_UpdateInReview',
  'Timesheets_UpdateApproved',
  'Timesheets_RevokeApproval',
  'Timesheets_AddCorrection',
  'Timesheets_Delete',
  'Projects_Create',
  'Customers_Create',
  'Employees_Create',
  'PayrollDashboard_Export',
  'PayrollDashboard_Close',
  'PayrollDashboard_Reopen',
  'PayrollDashboard_GenerateRoster',
  'PayrollDashboard_Complete',
  'Roles_Create',
  'Report_Timesheet_View',
  'Admin_SendTimesheetReminder',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);

/** U-20 (TS-LIST-09/10): any of these sees every foreman's timesheets; anyone else only the ones they created. */
export const APPROVER_WIDE_PERMISSIONS = [
  'ApproverDashboard_View',
  'Timesheets_Approve',
  'Timesheets_ApproveAny',
] as const satisfies readonly Permission[];

/** Whether the holder of `permissions` (the api's set, or anything with `has`) lists timesheets approver-wide (U-20). */
export const seesAllTimesheets = (permissions: { has(permission: Permission): boolean }): boolean =>
  APPROVER_WIDE_PERMISSIONS.some((permission) => permissions.has(permission));
