import type { AreaDeclaration } from 'shared-kit';

/**
 * The pages of mf-foreman: the foreman's dashboard, timesheet list and daily timesheet.
 * Declared next to its screens (DESIGN §2): the build emits them in mf-area.json, and the bff checks them against the
 * registry's prefixes for mf-foreman and composes them into the table the shell's guards, navigation and titles read. A
 * new page is a row here and a screen in routes.tsx. Titles and labels carry their Spanish (docs/i18n.md). Plain data with type-only imports: the webpack config reads
 * this file with Node (shared-kit/federation).
 */
export const AREA: AreaDeclaration = {
  name: 'mf-foreman',
  routes: [
    {
      path: '/foreman',
      permission: 'ForemanDashboard_View',
      title: 'Foreman Dashboard',
      titles: { es: 'Panel del capataz' },
      nav: { label: 'Foreman Dashboard', labels: { es: 'Panel del capataz' }, order: 10 },
    },
    {
      path: '/foreman/timesheets',
      permission: 'Timesheets_View',
      title: 'Timesheets',
      titles: { es: 'Partes diarios' },
      nav: { label: 'Timesheets', labels: { es: 'Partes diarios' }, order: 40 },
    },
    {
      path: '/foreman/projects/:projectId/timesheets/new/:date',
      permission: 'Timesheets_View',
      title: 'Daily Timesheet',
      titles: { es: 'Parte diario' },
      navSection: '/foreman/timesheets',
    },
    {
      path: '/foreman/projects/:projectId/timesheets/:timesheetId',
      permission: 'Timesheets_View',
      title: 'Daily Timesheet',
      titles: { es: 'Parte diario' },
      navSection: '/foreman/timesheets',
    },
  ],
};
