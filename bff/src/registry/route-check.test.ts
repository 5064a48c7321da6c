import type { AppRoute } from 'shared-kit/domain';
import { checkRoutes, routeShape } from './route-check.ts';

/** The composed table before the repoint: a few routes of each area, one page of mf-masterdata under mf-approver's entry. */
const REGISTERED: AppRoute[] = [
  {
    path: '/foreman',
    owner: 'mf-foreman',
    permission: 'ForemanDashboard_View',
    title: 'Foreman Dashboard',
    nav: { label: 'Foreman Dashboard', order: 10 },
  },
  {
    path: '/approver',
    owner: 'mf-approver',
    permission: 'ApproverDashboard_View',
    title: 'Approver Dashboard',
    nav: { label: 'Approver Dashboard', order: 30 },
  },
  {
    path: '/payroll',
    owner: 'mf-payroll',
    permission: 'PayrollDashboard_View',
    title: 'Payroll Dashboard',
    nav: { label: 'Payroll Dashboard', order: 20 },
  },
  {
    path: '/payroll/:payrollPeriodId/corrections',
    owner: 'mf-payroll',
    permission: 'Timesheets_AddCorrection',
    title: 'Corrections',
  },
  {
    path: '/approver/projects/:projectId',
    owner: 'mf-masterdata',
    permission: 'Projects_View',
    title: 'Project Detail',
    navSection: '/approver',
  },
  {
    path: '/payroll/roles',
    owner: 'mf-admin-reports',
    permission: 'Roles_View',
    title: 'Roles',
    nav: { label: 'Roles', order: 90 },
  },
  {
    path: '/payroll/roles/:roleId',
    owner: 'mf-admin-reports',
    permission: 'Roles_View',
    title: 'Role Detail',
  },
  // An embedded build is not checked: one built before the prefixes held may serve a path outside them.
  { path: '/overtime', owner: 'mf-admin-reports', permission: 'Report_View', title: 'Overtime' },
];

const DASHBOARD = {
  path: '/payroll',
  permission: 'PayrollDashboard_View',
  title: 'Payroll Dashboard',
  nav: { label: 'Payroll Dashboard', order: 20 },
};

/** mf-payroll 1.4.0 declaring its dashboard and `routes`. */
const payroll = (...routes: unknown[]) =>
  checkRoutes({ name: 'mf-payroll', version: '1.4.0', routes: [DASHBOARD, ...routes] }, REGISTERED);
const problemOf = (check: ReturnType<typeof checkRoutes>): string | undefined =>
  'problem' in check ? check.problem : undefined;
const page = (path: string, more: Record<string, unknown> = {}) => ({
  path,
  permission: 'PayrollDashboard_View',
  title: 'Overtime',
  ...more,
});

describe('the routes of a repointed build', () => {
  it('are taken when well-formed, known, new and under its prefixes, replacing its own earlier routes', () => {
    const overtime = page('/payroll/overtime', { nav: { label: 'Overtime', order: 25 }, print: false });
    const detail = page('/payroll/overtime/:overtimeId', { navSection: '/payroll/overtime' });
    // Its own /payroll/:payrollPeriodId/corrections is not a collision: the new build replaces the old one's routes.
    const corrections = page('/payroll/:periodId/corrections', { permission: 'Timesheets_AddCorrection' });
    expect(payroll(overtime, detail, corrections)).toEqual({
      routes: [DASHBOARD, overtime, detail, corrections],
    });
  });

  it('are taken with their titles and navigation labels in other languages', () => {
    const overtime = page('/payroll/overtime', {
      titles: { es: 'Horas extra' },
      nav: { label: 'Overtime', labels: { es: 'Horas extra', fr: 'Heures supplémentaires' }, order: 25 },
    });
    expect(payroll(overtime)).toEqual({ routes: [DASHBOARD, overtime] });
  });

  it('may put a page under another area’s navigation entry', () => {
    expect(
      problemOf(payroll(page('/payroll/roles-summary', { navSection: '/payroll/roles' }))),
    ).toBeUndefined();
  });

  it.each([
    ['no routes', undefined],
    ['an empty list', []],
  ])('are refused when the build declares %s', (_label, routes) => {
    expect(problemOf(checkRoutes({ name: 'mf-payroll', version: '1.4.0', routes }, REGISTERED))).toBe(
      'mf-payroll 1.4.0 does not declare its routes (no routes in its mf-area.json): declare them in its src/area.ts and build it with shared-kit/federation.',
    );
  });

  it('are refused when they are not a list', () => {
    expect(
      problemOf(
        checkRoutes({ name: 'mf-payroll', version: '1.4.0', routes: { '/payroll': {} } }, REGISTERED),
      ),
    ).toBe('mf-payroll 1.4.0 has malformed routes: routes must be a list of routes');
  });

  it.each([
    [
      'a trailing slash',
      page('/payroll/overtime/'),
      '/payroll/overtime/: path must be /segment/segment, each segment lower-case letters, digits and - or a :parameter, with no trailing slash',
    ],
    [
      'an upper-case segment',
      page('/payroll/Overtime'),
      '/payroll/Overtime: path must be /segment/segment, each segment lower-case letters, digits and - or a :parameter, with no trailing slash',
    ],
    [
      'the root path',
      page('/'),
      '/: path must be /segment/segment, each segment lower-case letters, digits and - or a :parameter, with no trailing slash',
    ],
    [
      'no path',
      { permission: null, title: 'Overtime' },
      'number 2: path must be a path such as /payroll/:payrollPeriodId/corrections',
    ],
    ['no title', { path: '/payroll/overtime', permission: null }, '/payroll/overtime: title must be a text'],
    [
      'a blank title',
      page('/payroll/overtime', { title: '  ' }),
      '/payroll/overtime: title must not be empty',
    ],
    [
      'a title over 100 characters',
      page('/payroll/overtime', { title: 'O'.repeat(101) }),
      '/payroll/overtime: title is longer than 100 characters',
    ],
    [
      'no permission key',
      { path: '/payroll/overtime', title: 'Overtime' },
      '/payroll/overtime: permission must be a permission name or null',
    ],
    [
      'a permission that is no text',
      page('/payroll/overtime', { permission: 7 }),
      '/payroll/overtime: permission must be a permission name or null',
    ],
    [
      'a nav entry without a label',
      page('/payroll/overtime', { nav: { label: '', order: 25 } }),
      '/payroll/overtime: nav.label must not be empty',
    ],
    [
      'a nav order that is no number',
      page('/payroll/overtime', { nav: { label: 'Overtime', order: '25' } }),
      '/payroll/overtime: nav.order must be a finite number',
    ],
    [
      'a nav entry with more than a label and order',
      page('/payroll/overtime', { nav: { label: 'Overtime', order: 25, icon: 'clock' } }),
      '/payroll/overtime: unknown field nav.icon',
    ],
    [
      'a nav entry without a permission',
      page('/payroll/overtime', { permission: null, nav: { label: 'Overtime', order: 25 } }),
      '/payroll/overtime: a navigation entry needs a permission (the entry shows to the users who have it)',
    ],
    [
      'a navSection that is no path',
      page('/payroll/overtime', { navSection: 'payroll' }),
      '/payroll/overtime: navSection must be /segment/segment, each segment lower-case letters, digits and - or a :parameter, with no trailing slash',
    ],
    [
      'titles that are no map of languages',
      page('/payroll/overtime', { titles: 'Horas extra' }),
      '/payroll/overtime: titles must map language codes to texts',
    ],
    [
      'a blank translated title',
      page('/payroll/overtime', { titles: { es: ' ' } }),
      '/payroll/overtime: titles must not be empty',
    ],
    [
      'a translated title that is no text',
      page('/payroll/overtime', { titles: { es: 7 } }),
      '/payroll/overtime: titles must be a text',
    ],
    [
      'a translation under no language code',
      page('/payroll/overtime', { titles: { Spanish: 'Horas extra' } }),
      '/payroll/overtime: titles has "Spanish", which is no language code such as es',
    ],
    [
      'a navigation label over 100 characters in another language',
      page('/payroll/overtime', { nav: { label: 'Overtime', labels: { es: 'H'.repeat(101) }, order: 25 } }),
      '/payroll/overtime: nav.labels is longer than 100 characters',
    ],
    [
      'a print flag that is no boolean',
      page('/payroll/overtime', { print: 'yes' }),
      '/payroll/overtime: print must be true or false',
    ],
    [
      'fields a route does not have',
      page('/payroll/overtime', { owner: 'shell', public: true }),
      '/payroll/overtime: unknown fields owner, public',
    ],
  ])('are refused with %s, naming the route', (_label, route, described) => {
    expect(problemOf(payroll(route))).toBe(`mf-payroll 1.4.0 declares a malformed route ${described}`);
  });

  it('name every malformed route when there are several', () => {
    expect(problemOf(payroll(page('/payroll/a/'), page('/payroll/b', { title: '' })))).toBe(
      'mf-payroll 1.4.0 declares malformed routes: /payroll/a/: path must be /segment/segment, each segment lower-case letters, digits and - or a :parameter, with no trailing slash; /payroll/b: title must not be empty',
    );
  });

  it('are refused when one names a permission the permission table does not have', () => {
    expect(problemOf(payroll(page('/payroll/overtime', { permission: 'Payroll_Overtime' })))).toBe(
      "mf-payroll 1.4.0 declares /payroll/overtime with the unknown permission Payroll_Overtime (not in shared-kit's permission table)",
    );
  });

  it('are refused when the build declares the same route twice, whatever its parameters are called', () => {
    expect(problemOf(payroll(page('/payroll/overtime'), page('/payroll/overtime')))).toBe(
      'mf-payroll 1.4.0 declares /payroll/overtime twice',
    );
    expect(problemOf(payroll(page('/payroll/:periodId/overtime'), page('/payroll/:id/overtime')))).toBe(
      'mf-payroll 1.4.0 declares /payroll/:periodId/overtime and /payroll/:id/overtime, the same route twice',
    );
  });

  it("are refused when one is one of the shell's own routes", () => {
    expect(problemOf(payroll(page('/login')))).toBe(
      "mf-payroll 1.4.0 declares /login, one of the shell's own routes",
    );
  });

  it('are refused when one is a route another registered remote serves', () => {
    expect(problemOf(payroll(page('/overtime')))).toBe(
      'mf-payroll 1.4.0 declares /overtime, a route mf-admin-reports already serves',
    );
    expect(problemOf(payroll(page('/payroll/roles/:id')))).toBe(
      'mf-payroll 1.4.0 declares /payroll/roles/:id, a route mf-admin-reports already serves as /payroll/roles/:roleId',
    );
  });

  it('are refused when one lies outside the remote’s prefixes, naming them', () => {
    expect(problemOf(payroll(page('/admin/audit')))).toBe(
      'mf-payroll 1.4.0 declares /admin/audit, outside its prefixes (/payroll)',
    );
    expect(problemOf(payroll(page('/payroll/roles/new')))).toBe(
      'mf-payroll 1.4.0 declares /payroll/roles/new, outside its prefixes (/payroll); /payroll/roles belongs to mf-admin-reports',
    );
    const approver = checkRoutes(
      {
        name: 'mf-approver',
        version: '2.0.0',
        routes: [{ path: '/approver/projects/archive', permission: 'Projects_View', title: 'Archive' }],
      },
      REGISTERED,
    );
    expect(problemOf(approver)).toBe(
      'mf-approver 2.0.0 declares /approver/projects/archive, outside its prefixes (/approver, /approver/queue); /approver/projects belongs to mf-masterdata',
    );
  });

  it('are refused when a navSection is no navigation entry of the table after the change', () => {
    expect(problemOf(payroll(page('/payroll/overtime', { navSection: '/payroll/summary' })))).toBe(
      'mf-payroll 1.4.0 declares /payroll/overtime in the navigation section /payroll/summary, which is no navigation entry (a navSection names the path of a route with a nav entry)',
    );
    // Its own dashboard's entry, dropped by the same build.
    const withoutEntry = checkRoutes(
      {
        name: 'mf-payroll',
        version: '1.4.0',
        routes: [{ ...DASHBOARD, nav: undefined }, page('/payroll/overtime', { navSection: '/payroll' })],
      },
      REGISTERED,
    );
    expect(problemOf(withoutEntry)).toContain(
      'declares /payroll/overtime in the navigation section /payroll,',
    );
  });

  it("are refused when the build drops the navigation entry another area's page belongs to", () => {
    const approver = checkRoutes(
      {
        name: 'mf-approver',
        version: '2.0.0',
        routes: [{ path: '/approver', permission: 'ApproverDashboard_View', title: 'Approver Dashboard' }],
      },
      REGISTERED,
    );
    expect(problemOf(approver)).toBe(
      "mf-approver 2.0.0 drops the navigation entry /approver, the navigation section of mf-masterdata's /approver/projects/:projectId",
    );
  });
});

describe('route shapes', () => {
  it('tell routes apart by their static segments, not by what their parameters are called', () => {
    expect(routeShape('/payroll/:payrollPeriodId/corrections')).toBe(routeShape('/payroll/:id/corrections'));
    expect(routeShape('/payroll/roles')).not.toBe(routeShape('/payroll/:payrollPeriodId'));
  });
});
