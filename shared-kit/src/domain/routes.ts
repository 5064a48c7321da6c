import type { Permission } from './permissions.ts';
import { hasPermission } from './permission-check.ts';
import type { SignedInUser } from './user.ts';

/** Who renders a route: the shell itself or one of the independently deployed remotes (DESIGN §2). */
export const REMOTE_NAMES = [
  'mf-foreman',
  'mf-approver',
  'mf-payroll',
  'mf-masterdata',
  'mf-admin-reports',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RouteOwner = RemoteName | 'shell';

export interface AppRoute {
  /** Path pattern; `:name` segments are parameters. */
  path: string;
  owner: RouteOwner;
  /** Permission the guard requires; null = any signed-in user. */
  permission: Permission | null;
  /** Page title shown in the header (U-24). */
  title: string;
  /** Public routes need no sign-in. */
  public?: boolean;
  /** Print views render without header or navigation and open in a new tab. */
  print?: boolean;
  /** The side navigation entry the page belongs to, where its path lies under another entry's ('/foreman'). */
  navSection?: string;
}

/** Every route of both seeds with its guard (SHELL-17…35), owner and title. One table; shell, guards and remotes read it. */
export const ROUTES: readonly AppRoute[] = [
  { path: '/login', owner: 'shell', permission: null, title: 'Sign In', public: true },
  { path: '/auth-callback', owner: 'shell', permission: null, title: 'Sign In', public: true },
  { path: '/', owner: 'shell', permission: null, title: 'Crewtime' },
  { path: '/under-construction', owner: 'shell', permission: null, title: 'Under Construction' },

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
  // Beyond the seeds: the WH-347 hours block of a prevailing wage project, chosen here and printed in a new tab.
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
  // No permission check (SHELL-34), but sign-in is required (U-38).
  {
    path: '/reports/timesheets/report',
    owner: 'mf-admin-reports',
    permission: null,
    title: 'Timesheet Report',
    print: true,
  },
];

export interface NavEntry {
  path: string;
  label: string;
  permission: Permission;
}

/** Side navigation in the seed's order (SHELL-45…55); each entry shows only with its permission. */
export const NAV_ENTRIES: readonly NavEntry[] = [
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

export const navEntriesFor = (user: SignedInUser | null | undefined): NavEntry[] =>
  NAV_ENTRIES.filter((entry) => hasPermission(user, entry.permission));

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
}

/** Lexicographic comparison: the first differing segment decides (static 2 beats parameter 1). */
const compareScores = (left: number[], right: number[]): number => {
  for (const [index, value] of left.entries()) {
    const other = right[index] ?? 0;
    if (value !== other) return value - other;
  }
  return 0;
};

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** decodeURIComponent, or null for text that does not decode (a link cut short: '%E0%A4%A'). */
export const tryDecodeURIComponent = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** The route table with each path split once: matchRoute runs on every navigation, for every area and the side nav. */
const ROUTE_SEGMENTS = ROUTES.map((route) => ({ route, segments: segmentsOf(route.path) }));

/** The most specific route for a path: a static segment beats a parameter, so '/approver/projects/new' is never a projectId. */
export const matchRoute = (pathname: string): RouteMatch | null => {
  const pathSegments = segmentsOf(pathname);
  let best: { match: RouteMatch; score: number[] } | null = null;
  for (const { route, segments: routeSegments } of ROUTE_SEGMENTS) {
    if (routeSegments.length !== pathSegments.length) continue;
    const params: Record<string, string> = {};
    const score: number[] = [];
    let matches = true;
    for (const [index, routeSegment] of routeSegments.entries()) {
      const pathSegment = pathSegments[index] ?? '';
      if (routeSegment.startsWith(':')) {
        const value = tryDecodeURIComponent(pathSegment);
        // A segment that does not decode (a link cut short: '%E0%A4%A') is no id: the path matches no route.
        if (value === null) {
          matches = false;
          break;
        }
        params[routeSegment.slice(1)] = value;
        score.push(1);
      } else if (routeSegment === pathSegment) {
        score.push(2);
      } else {
        matches = false;
        break;
      }
    }
    if (!matches) continue;
    const isBetter = !best || compareScores(score, best.score) > 0;
    if (isBetter) best = { match: { route, params }, score };
  }
  return best?.match ?? null;
};

/** Fills a route pattern: buildPath('/payroll/:payrollPeriodId/nopayroster', { payrollPeriodId: 4 }). */
export const buildPath = (pattern: string, params: Record<string, string | number>): string =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });

export const ACCESS_DENIED_TEXT = "Access Denied: You don't have permission to view this page.";

export type GuardDecision =
  | { kind: 'public'; match: RouteMatch }
  | { kind: 'sign-in'; savePath: string }
  | { kind: 'loading-user' }
  | { kind: 'denied'; match: RouteMatch }
  | { kind: 'not-found' }
  | { kind: 'allow'; match: RouteMatch };

export interface GuardSession {
  isAuthenticated: boolean;
  /** null while GET /user is still loading. */
  user: SignedInUser | null;
}

/**
 * The guard decides before any remote mounts (DESIGN §2): public routes pass; unauthenticated → save the path and
 * sign in; unknown → not-found; missing permission → access denied.
 */
export const decideRoute = (
  location: { pathname: string; search?: string },
  session: GuardSession,
): GuardDecision => {
  const match = matchRoute(location.pathname);
  if (match?.route.public) return { kind: 'public', match };
  if (!session.isAuthenticated)
    return { kind: 'sign-in', savePath: `${location.pathname}${location.search ?? ''}` };
  if (!match) return { kind: 'not-found' };
  if (!session.user) return { kind: 'loading-user' };
  if (match.route.permission && !hasPermission(session.user, match.route.permission))
    return { kind: 'denied', match };
  return { kind: 'allow', match };
};
