import type { AreaDeclaration } from 'shared-kit';

/**
 * The pages of mf-admin-reports: roles, admin and the reports.
 * Declared next to its screens (DESIGN §2): the build emits them in mf-area.json, and the bff checks them against the
 * registry's prefixes for mf-admin-reports and composes them into the table the shell's guards, navigation and titles read. A
 * new page is a row here and a screen in routes.tsx. Plain data with type-only imports: the webpack config reads
 * this file with Node (shared-kit/federation).
 */
export const AREA: AreaDeclaration = {
  name: 'mf-admin-reports',
  routes: [
    { path: '/payroll/roles', permission: 'Roles_View', title: 'Roles', nav: { label: 'Roles', order: 90 } },
    { path: '/payroll/roles/new', permission: 'Roles_Create', title: 'New Role' },
    { path: '/payroll/roles/:roleId', permission: 'Roles_View', title: 'Role Detail' },
    { path: '/admin', permission: 'Admin_View', title: 'Admin', nav: { label: 'Admin', order: 100 } },
    {
      path: '/reports',
      permission: 'Report_View',
      title: 'Reports',
      titles: { es: 'Informes' },
      nav: { label: 'Reports', labels: { es: 'Informes' }, order: 50 },
    },
    {
      path: '/reports/timesheets/dashboard',
      permission: 'Report_View',
      title: 'Timesheets Report',
      titles: { es: 'Informe de partes' },
    },
    {
      path: '/reports/timesheets/report',
      permission: null,
      title: 'Timesheet Report',
      titles: { es: 'Informe del parte' },
      print: true,
    },
  ],
};
