import { createAreaRoutes, lazyScreen } from 'shared-kit';

const RolePage = lazyScreen(() => import('./roles/role-page'));

/** The area's built screens, by route path, each lazily loaded; the other routes show the area overview. */
export const AreaRoutes = createAreaRoutes({
  area: 'mf-admin-reports',
  screens: {
    '/reports': lazyScreen(() => import('./reports-dashboard/reports-dashboard-page')),
    '/reports/timesheets/dashboard': lazyScreen(() => import('./timesheets-report/timesheets-report-page')),
    '/reports/timesheets/report': lazyScreen(() => import('./report/timesheet-report-page')),
    '/payroll/roles': lazyScreen(() => import('./roles/roles-page')),
    '/admin': lazyScreen(() => import('./admin/admin-page')),
    '/payroll/roles/new': RolePage,
    '/payroll/roles/:roleId': RolePage,
  },
  build: __BUILD_VERSION__,
});
