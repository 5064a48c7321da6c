import { seedRouteTable } from '../testing/seed-routes.ts';
import {
  ACCESS_DENIED_TEXT,
  SHELL_ROUTES,
  createRouteTable,
  routesOf,
  type AreaDeclaration,
} from './routes.ts';
import { PERMISSIONS } from './permissions.ts';
import type { SignedInUser } from './user.ts';

const table = seedRouteTable();
const { match: matchRoute, decide: decideRoute, navEntriesFor } = table;

const userWith = (...permissions: string[]): SignedInUser => ({
  employeeId: 1,
  firstName: 'Frank',
  lastName: 'Morales',
  roles: [{ roleId: 1, name: 'Role', homePage: null, permissions }],
});

describe('route table', () => {
  it.each([
    ['/foreman', 'mf-foreman', 'ForemanDashboard_View'],
    ['/foreman/timesheets', 'mf-foreman', 'Timesheets_View'],
    ['/foreman/projects/4/timesheets/new/2026-11-16', 'mf-foreman', 'Timesheets_View'],
    ['/foreman/projects/4/timesheets/12', 'mf-foreman', 'Timesheets_View'],
    ['/approver', 'mf-approver', 'ApproverDashboard_View'],
    ['/approver/queue', 'mf-approver', 'ApproverDashboard_View'],
    ['/approver/projects', 'mf-masterdata', 'Projects_View'],
    ['/approver/projects/7', 'mf-masterdata', 'Projects_View'],
    ['/approver/projects/new', 'mf-masterdata', 'Projects_Create'],
    ['/approver/customers', 'mf-masterdata', 'Customers_View'],
    ['/approver/customers/3', 'mf-masterdata', 'Customers_View'],
    ['/approver/customers/new', 'mf-masterdata', 'Customers_Create'],
    ['/approver/employees', 'mf-masterdata', 'Employees_View'],
    ['/approver/employees/9', 'mf-masterdata', 'Employees_View'],
    ['/approver/employees/new', 'mf-masterdata', 'Employees_Create'],
    ['/payroll', 'mf-payroll', 'PayrollDashboard_View'],
    ['/payroll/certified-payroll', 'mf-payroll', 'PayrollDashboard_View'],
    ['/payroll/certified-payroll/report', 'mf-payroll', 'PayrollDashboard_View'],
    ['/payroll/5/nopayroster', 'mf-payroll', 'PayrollDashboard_View'],
    ['/payroll/5/corrections', 'mf-payroll', 'Timesheets_AddCorrection'],
    ['/payroll/5/corrections/new', 'mf-payroll', 'Timesheets_AddCorrection'],
    ['/payroll/5/corrections/11', 'mf-payroll', 'Timesheets_AddCorrection'],
    ['/payroll/roles', 'mf-admin-reports', 'Roles_View'],
    ['/payroll/roles/new', 'mf-admin-reports', 'Roles_Create'],
    ['/payroll/roles/2', 'mf-admin-reports', 'Roles_View'],
    ['/reports', 'mf-admin-reports', 'Report_View'],
    ['/reports/timesheets/dashboard', 'mf-admin-reports', 'Report_View'],
    ['/reports/timesheets/report', 'mf-admin-reports', null],
    ['/admin', 'mf-admin-reports', 'Admin_View'],
  ])('%s belongs to %s behind %s', (path, owner, permission) => {
    const match = matchRoute(path);
    expect(match?.route.owner).toBe(owner);
    expect(match?.route.permission).toBe(permission);
  });

  it('never treats "new" as an id and reads parameters', () => {
    expect(matchRoute('/approver/projects/new')?.params).toEqual({});
    expect(matchRoute('/approver/projects/42')?.params).toEqual({ projectId: '42' });
    expect(matchRoute('/foreman/projects/4/timesheets/new/2026-11-16')?.params).toEqual({
      projectId: '4',
      date: '2026-11-16',
    });
  });

  it('uses only permission names of the seeds', () => {
    for (const route of table.routes) if (route.permission) expect(PERMISSIONS).toContain(route.permission);
  });

  it('has no match for an unknown path', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    // A link cut short ('%E0%A4%A' does not decode) names no timesheet: not found, not a thrown URIError.
    expect(matchRoute('/foreman/projects/4/timesheets/%E0%A4%A')).toBeNull();
    expect(matchRoute('/foreman/projects/4/timesheets/%E0%A4%A0')?.params).toEqual({
      projectId: '4',
      timesheetId: '\u0920',
    });
    expect(matchRoute('/foreman/unknown/extra')).toBeNull();
  });
});

describe('side navigation', () => {
  it('lists the seed entries in order', () => {
    expect(table.navEntries.map((entry) => entry.label)).toEqual([
      'Foreman Dashboard',
      'Payroll Dashboard',
      'Approver Dashboard',
      'Timesheets',
      'Reports',
      'Projects',
      'Customers',
      'Employees',
      'Roles',
      'Admin',
    ]);
  });

  it('shows an entry only with its permission', () => {
    expect(navEntriesFor(userWith('Timesheets_View', 'Admin_View')).map((entry) => entry.label)).toEqual([
      'Timesheets',
      'Admin',
    ]);
    expect(navEntriesFor(null)).toEqual([]);
  });

  it('puts a page under another entry only where the navigation has that entry', () => {
    const sections = table.routes.flatMap((route) => (route.navSection ? [route.navSection] : []));
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) expect(table.navEntries.map((entry) => entry.path)).toContain(section);
  });
});

describe('guard decisions', () => {
  const signedIn = (user: SignedInUser | null) => ({ isAuthenticated: true, user });

  it('sends an unauthenticated user to sign in, saving path and query', () => {
    expect(
      decideRoute(
        { pathname: '/foreman/timesheets', search: '?startOfWeek=2026-11-16' },
        { isAuthenticated: false, user: null },
      ),
    ).toEqual({
      kind: 'sign-in',
      savePath: '/foreman/timesheets?startOfWeek=2026-11-16',
    });
  });

  it('lets public routes through without a session', () => {
    expect(decideRoute({ pathname: '/login' }, { isAuthenticated: false, user: null }).kind).toBe('public');
  });

  it('denies a signed-in user without the permission', () => {
    expect(decideRoute({ pathname: '/foreman' }, signedIn(userWith())).kind).toBe('denied');
    expect(ACCESS_DENIED_TEXT).toBe("Access Denied: You don't have permission to view this page.");
  });

  it('allows with the permission from any role', () => {
    const user: SignedInUser = {
      ...userWith(),
      roles: [
        { roleId: 1, name: 'A', homePage: null, permissions: [] },
        { roleId: 2, name: 'B', homePage: null, permissions: ['ForemanDashboard_View'] },
      ],
    };
    expect(decideRoute({ pathname: '/foreman' }, signedIn(user)).kind).toBe('allow');
  });

  it('waits for the user before deciding a guarded route, and shows not-found for unknown paths', () => {
    expect(decideRoute({ pathname: '/foreman' }, signedIn(null)).kind).toBe('loading-user');
    expect(decideRoute({ pathname: '/nowhere' }, signedIn(null)).kind).toBe('not-found');
  });

  it('renders the certified payroll report as a print view, never as a payroll period id', () => {
    expect(matchRoute('/payroll/certified-payroll/report')?.route.print).toBe(true);
    expect(matchRoute('/payroll/certified-payroll')?.params).toEqual({});
    expect(matchRoute('/payroll/7/nopayroster')?.params).toEqual({ payrollPeriodId: '7' });
  });

  it('lets any signed-in user open the print report (no permission check)', () => {
    expect(decideRoute({ pathname: '/reports/timesheets/report' }, signedIn(userWith())).kind).toBe('allow');
  });
});

describe('a table composed of declared routes', () => {
  const payroll: AreaDeclaration = {
    name: 'mf-payroll',
    routes: [
      {
        path: '/payroll',
        permission: 'PayrollDashboard_View',
        title: 'Payroll Dashboard',
        nav: { label: 'Payroll Dashboard', order: 20 },
      },
      {
        path: '/payroll/audit',
        permission: 'PayrollDashboard_View',
        title: 'Payroll Audit',
        nav: { label: 'Payroll Audit', order: 25 },
      },
    ],
  };
  const foreman: AreaDeclaration = {
    name: 'mf-foreman',
    routes: [
      {
        path: '/foreman',
        permission: 'ForemanDashboard_View',
        title: 'Foreman Dashboard',
        nav: { label: 'Foreman Dashboard', order: 10 },
      },
    ],
  };
  const composed = createRouteTable([...SHELL_ROUTES, ...routesOf(payroll), ...routesOf(foreman)]);

  it('gives each route its declaring remote as owner', () => {
    expect(composed.match('/payroll/audit')?.route).toMatchObject({
      owner: 'mf-payroll',
      title: 'Payroll Audit',
    });
    expect(composed.match('/login')?.route.owner).toBe('shell');
  });

  it('orders the navigation by the declared order, whichever remote declares an entry', () => {
    expect(composed.navEntries.map((entry) => entry.label)).toEqual([
      'Foreman Dashboard',
      'Payroll Dashboard',
      'Payroll Audit',
    ]);
  });

  it('shows no entry for a route without permission: the navigation is per permission', () => {
    const open = createRouteTable(
      routesOf({
        name: 'mf-admin-reports',
        routes: [{ path: '/reports/x', permission: null, title: 'X', nav: { label: 'X', order: 1 } }],
      }),
    );
    expect(open.navEntries).toEqual([]);
  });

  it('does not know a path no remote declares', () => {
    expect(composed.match('/approver')).toBeNull();
  });
});
