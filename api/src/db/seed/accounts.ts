import { PERMISSIONS, type Permission } from 'shared-kit/domain';

/**
 * The demo roles and accounts of DESIGN §4, defined once. The api seeds them as roles and employees; the dev IdP
 * lists the accounts on its sign-in page (it imports this module, never a copy).
 */
export interface DemoRole {
  name: string;
  homePage: string | null;
  permissions: readonly Permission[];
}

export const DEMO_ROLES = {
  foreman: {
    name: 'Foreman',
    homePage: '/foreman',
    permissions: [
      'ForemanDashboard_View',
      'Timesheets_View',
      'Timesheets_UpdateOpen',
      'Timesheets_UpdatePendingApproval',
      'Timesheets_Delete',
      'Report_View',
      'Report_Timesheet_View',
    ],
  },
  approver: {
    name: 'Approver',
    homePage: '/approver',
    permissions: [
      'ApproverDashboard_View',
      'Timesheets_View',
      'Timesheets_Review',
      'Timesheets_Approve',
      'Timesheets_UpdatePendingApproval',
      'Timesheets_UpdateInReview',
      'Timesheets_RevokeApproval',
      'Projects_View',
      'Projects_Create',
      'Customers_View',
      'Customers_Create',
      'Employees_View',
      'Employees_Create',
      'Report_View',
      'Report_Timesheet_View',
    ],
  },
  payroll: {
    name: 'Payroll',
    homePage: '/payroll',
    permissions: [
      'PayrollDashboard_View',
      'PayrollDashboard_Export',
      'PayrollDashboard_Close',
      'PayrollDashboard_Reopen',
      'PayrollDashboard_GenerateRoster',
      'PayrollDashboard_Complete',
      'Timesheets_View',
      'Timesheets_ApproveAny',
      'Timesheets_UpdateApproved',
      'Timesheets_AddCorrection',
      'Employees_View',
      'Report_View',
      'Report_Timesheet_View',
    ],
  },
  admin: { name: 'Admin', homePage: '/admin', permissions: PERMISSIONS },
} as const satisfies Record<string, DemoRole>;

export type DemoRoleKey = keyof typeof DEMO_ROLES;

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** Roles in order; the first with a home page decides the post-login redirect. Empty = no access. */
  roles: readonly DemoRoleKey[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'foreman@example.com', firstName: 'Frank', lastName: 'Morales', roles: ['foreman'] },
  { email: 'approver@example.com', firstName: 'Alice', lastName: 'Brennan', roles: ['approver'] },
  { email: 'payroll@example.com', firstName: 'Priya', lastName: 'Patel', roles: ['payroll'] },
  { email: 'admin@example.com', firstName: 'Adam', lastName: 'Ortiz', roles: ['admin'] },
  { email: 'noaccess@example.com', firstName: 'Nora', lastName: 'Quinn', roles: [] },
];
