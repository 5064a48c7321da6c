import {
  REMOTE_NAMES,
  SHELL_ROUTES,
  createRouteTable,
  routesOf,
  type AppRoute,
  type AreaDeclaration,
  type NavEntry,
  type RemoteName,
  type RouteTable,
} from '../domain/routes.ts';

/**
 * Every route of both seeds with its guard (SHELL-17…35), owner and title, and the side navigation in the seeds' order
 * (SHELL-45…55): test data. At run time each remote declares its own routes (its src/area.ts) and the bff composes
 * them; tests compare what the remotes declare, and the table a page is sent, with this. The certified payroll pages
 * are ours, beyond the seeds (requirements.md).
 */
export const SEED_ROUTES: readonly AppRoute[] = [
  { path: '/foreman', owner: 'mf-foreman', permission: 'ForemanDashboard_View', title: 'Foreman Dashboard' },
  { path: '/foreman/timesheets', owner: 'mf-foreman', permission: 'Timesheets_View', title: 'Timesheets' },
  {
    path: '/foreman/projects/:projectId/timesheets/new/:date',
    owner: 'mf-foreman',
    permission: 'Timesheets_View',
    title: 'Daily Timesheet',
    navSection: '/foreman/timesheets',
  },
  {
    path: '/foreman/projects/:projectId/timesheets/:timesheetId',
    owner: 'mf-foreman',
    permission: 'Timesheets_View',
    title: 'Daily Timesheet',
    navSection: '/foreman/timesheets',
  },
  {
    path: '/approver',
    owner: 'mf-approver',
    permission: 'ApproverDashboard_View',
    title: 'Approver Dashboard',
  },
  {
    path: '/approver/queue',
    owner: 'mf-approver',
    permission: 'ApproverDashboard_View',
    title: 'Approver Dashboard',
  },
  { path: '/approver/projects', owner: 'mf-masterdata', permission: 'Projects_View', title: 'Projects' },
  {
    path: '/approver/projects/new',
    owner: 'mf-masterdata',
    permission: 'Projects_Create',
    title: 'New Project',
  },
  {
    path: '/approver/projects/:projectId',
    owner: 'mf-masterdata',
    permission: 'Projects_View',
    title: 'Project Detail',
  },
  { path: '/approver/customers', owner: 'mf-masterdata', permission: 'Customers_View', title: 'Customers' },
  {
    path: '/approver/customers/new',
    owner: 'mf-masterdata',
    permission: 'Customers_Create',
    title: 'New Customer',
  },
  {
    path: '/approver/customers/:customerId',
    owner: 'mf-masterdata',
    permission: 'Customers_View',
    title: 'Customer Detail',
  },
  { path: '/approver/employees', owner: 'mf-masterdata', permission: 'Employees_View', title: 'Employees' },
  {
    path: '/approver/employees/new',
    owner: 'mf-masterdata',
    permission: 'Employees_Create',
    title: 'New Employee',
  },
  {
    path: '/approver/employees/:employeeId',
    owner: 'mf-masterdata',
    permission: 'Employees_View',
    title: 'Employee Detail',
  },
  { path: '/payroll', owner: 'mf-payroll', permission: 'PayrollDashboard_View', title: 'Payroll Dashboard' },
  {
    path: '/payroll/certified-payroll',
    owner: 'mf-payroll',
    permission: 'PayrollDashboard_View',
    title: 'Certified Payroll',
  },
  {
    path: '/payroll/certified-payroll/report',
    owner: 'mf-payroll',
    permission: 'PayrollDashboard_View',
    title: 'Certified Payroll Report',
    print: true,
  },
  {
    path: '/payroll/:payrollPeriodId/nopayroster',
    owner: 'mf-payroll',
    permission: 'PayrollDashboard_View',
    title: 'No-Pay Roster',
  },
  {
    path: '/payroll/:payrollPeriodId/corrections',
    owner: 'mf-payroll',
    permission: 'Timesheets_AddCorrection',
    title: 'Corrections',
  },
  {
    path: '/payroll/:payrollPeriodId/corrections/new',
    owner: 'mf-payroll',
    permission: 'Timesheets_AddCorrection',
    title: 'New Standalone Correction',
  },
  {
    path: '/payroll/:payrollPeriodId/corrections/:standaloneCorrectionId',
    owner: 'mf-payroll',
    permission: 'Timesheets_AddCorrection',
    title: 'Edit Standalone Correction',
  },
  { path: '/payroll/roles', owner: 'mf-admin-reports', permission: 'Roles_View', title: 'Roles' },
  { path: '/payroll/roles/new', owner: 'mf-admin-reports', permission: 'Roles_Create', title: 'New Role' },
  {
    path: '/payroll/roles/:roleId',
    owner: 'mf-admin-reports',
    permission: 'Roles_View',
    title: 'Role Detail',
  },
  { path: '/admin', owner: 'mf-admin-reports', permission: 'Admin_View', title: 'Admin' },
  { path: '/reports', owner: 'mf-admin-reports', permission: 'Report_View', title: 'Reports' },
  {
    path: '/reports/timesheets/dashboard',
    owner: 'mf-admin-reports',
    permission: 'Report_View',
    title: 'Timesheets Report',
  },
  {
    path: '/reports/timesheets/report',
    owner: 'mf-admin-reports',
    permission: null,
    title: 'Timesheet Report',
    print: true,
  },
];

export const SEED_NAV_ENTRIES: readonly NavEntry[] = [
  { path: '/foreman', label: 'Foreman Dashboard', permission: 'ForemanDashboard_View' },
  { path: '/payroll', label: 'Payroll Dashboard', permission: 'PayrollDashboard_View' },
  { path: '/approver', label: 'Approver Dashboard', permission: 'ApproverDashboard_View' },
  { path: '/foreman/timesheets', label: 'Timesheets', permission: 'Timesheets_View' },
  { path: '/reports', label: 'Reports', permission: 'Report_View' },
  { path: '/approver/projects', label: 'Projects', permission: 'Projects_View' },
  { path: '/approver/customers', label: 'Customers', permission: 'Customers_View' },
  { path: '/approver/employees', label: 'Employees', permission: 'Employees_View' },
  { path: '/payroll/roles', label: 'Roles', permission: 'Roles_View' },
  { path: '/admin', label: 'Admin', permission: 'Admin_View' },
];

/** The declaration a remote gives in its src/area.ts, as the seeds have it: for shared-kit's and the shell's tests. */
export function seedArea(name: RemoteName): AreaDeclaration {
  const order = SEED_NAV_ENTRIES.map((entry) => entry.path);
  return {
    name,
    routes: SEED_ROUTES.filter((route) => route.owner === name).map(({ owner: _owner, ...route }) => {
      const entry = SEED_NAV_ENTRIES.find((nav) => nav.path === route.path);
      return entry
        ? { ...route, nav: { label: entry.label, order: (order.indexOf(entry.path) + 1) * 10 } }
        : route;
    }),
  };
}

/** The composed table of the five remotes as the seeds have it, with the shell's own routes. */
export const seedRouteTable = (): RouteTable =>
  createRouteTable([...SHELL_ROUTES, ...REMOTE_NAMES.flatMap((name) => routesOf(seedArea(name)))]);
