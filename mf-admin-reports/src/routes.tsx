import { lazy } from 'react';
import { createAreaRoutes } from 'shared-kit';

const RolePage = lazy(() => import('./roles/role-page'));

/** The area's built screens, by route path, each lazily loaded; the other routes show the area overview. */
export const AreaRoutes = createAreaRoutes({
  area: 'mf-admin-reports',
  screens: {
    '/reports': lazy(() => import('./reports-dashboard/reports-dashboard-page')),
    '/reports/timesheets/dashboard': lazy(() => import('./timesheets-report/timesheets-report-page')),
    '/reports/timesheets/report': lazy(() => import('./report/timesheet-report-page')),
    '/payroll/roles': lazy(() => import('./roles/roles-page')),
    '/admin': lazy(() => import('./admin/admin-page')),
    '/payroll/roles/new': RolePage,
    '/payroll/roles/:roleId': RolePage,
  },
  build: __BUILD_VERSION__,
});
