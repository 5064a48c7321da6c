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
