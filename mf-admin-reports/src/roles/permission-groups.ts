import type { Permission } from 'shared-kit';

/** What each permission lets a user do, in plain words, beside its name on the role form (issue 12). */
export const PERMISSION_MEANING: Record<Permission, string> = {
  ForemanDashboard_View: 'See the foreman dashboard with their own week of timesheets.',
  Timesheets_View: 'Open the timesheet list and read timesheets.',
  Timesheets_UpdateOpen: 'Create timesheets and change them while they are Open.',
  Timesheets_UpdatePendingApproval: 'Change a timesheet that waits for approval.',
  Timesheets_UpdateInReview: 'Change a timesheet that is in review.',
  Timesheets_UpdateApproved: 'Change a timesheet after it was approved.',
  Timesheets_Review: 'Start and cancel the review of a submitted timesheet.',
  Timesheets_Approve: 'Approve or reject timesheets of their projects.',
  Timesheets_ApproveAny: 'Approve or reject any timesheet.',
  Timesheets_RevokeApproval: 'Take back an approval while the payroll period is open.',
  Timesheets_AddCorrection: 'Add corrections to timesheets of a closed payroll period.',
  Timesheets_Delete: 'Delete an Open timesheet.',
  ApproverDashboard_View: "See the approver board with every foreman's timesheets.",
  PayrollDashboard_View: 'See the payroll dashboard and the no-pay roster.',
  PayrollDashboard_Export: 'Export payroll files and edit the no-pay roster.',
  PayrollDashboard_Close: 'Close a payroll period.',
  PayrollDashboard_Reopen: 'Re-open a closed payroll period.',
  PayrollDashboard_GenerateRoster: 'Generate the no-pay roster of a payroll period.',
  PayrollDashboard_Complete: 'Complete and permanently lock a payroll period.',
  Projects_View: 'See projects and their crews, equipment and per diem.',
  Projects_Create: 'Create projects and change them.',
  Customers_View: 'See customers.',
  Customers_Create: 'Create, change and delete customers.',
  Employees_View: 'See employees.',
  Employees_Create: 'Create employees and change them, including their roles.',
  Roles_View: 'See roles and their permissions.',
  Roles_Create: 'Create roles and change them.',
  Report_View: 'Open the reports dashboard.',
  Report_Timesheet_View: 'Run the printable timesheet report.',
  Admin_View: 'Open the admin page.',
  Admin_SendTimesheetReminder: 'Send the timesheet reminder e-mails.',
};

/** The areas the role form groups permissions by, in the order of the side navigation. */
export const PERMISSION_GROUPS: ReadonlyArray<{
  area: string;
  matches: (permission: Permission) => boolean;
}> = [
  { area: 'Foreman', matches: (permission) => permission.startsWith('ForemanDashboard_') },
  { area: 'Timesheets', matches: (permission) => permission.startsWith('Timesheets_') },
  { area: 'Approver', matches: (permission) => permission.startsWith('ApproverDashboard_') },
  { area: 'Payroll', matches: (permission) => permission.startsWith('PayrollDashboard_') },
  {
    area: 'Master data',
    matches: (permission) => /^(Projects|Customers|Employees)_/.test(permission),
  },
  { area: 'Roles', matches: (permission) => permission.startsWith('Roles_') },
  { area: 'Reports', matches: (permission) => permission.startsWith('Report_') },
  { area: 'Admin', matches: (permission) => permission.startsWith('Admin_') },
];

/**
 * The permissions the api lists (GET /permissions, in its order) by area; a name no group claims lands in 'Other',
 * so a permission added later still shows.
 */
export function groupPermissions(
  permissions: readonly Permission[],
): Array<{ area: string; options: Array<{ value: Permission; label: string; description: string }> }> {
  const groups = PERMISSION_GROUPS.map((group) => ({ area: group.area, permissions: [] as Permission[] }));
  const other: Permission[] = [];
  for (const permission of permissions) {
    const index = PERMISSION_GROUPS.findIndex((group) => group.matches(permission));
    (index === -1 ? other : groups[index]!.permissions).push(permission);
  }
  return [...groups, { area: 'Other', permissions: other }]
    .filter((group) => group.permissions.length > 0)
    .map((group) => ({
      area: group.area,
      options: group.permissions.map((permission) => ({
        value: permission,
        label: permission,
        description: PERMISSION_MEANING[permission] ?? '',
      })),
    }));
}

/** ROLES-05: 'Default ("/")' first, then one option per configured home page, its name title-cased. */
export function homePageOptions(homePages: ReadonlyArray<{ name: string; path: string }>) {
  const titleCase = (name: string) =>
    name
      .toLowerCase()
      .split(/[\s_-]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ');
  return [
    { value: '', label: 'Default ("/")' },
    ...homePages.map((page) => ({ value: page.path, label: titleCase(page.name) })),
  ];
}
