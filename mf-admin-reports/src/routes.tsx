import { createAreaRoutes, lazyScreen, recordScreens } from 'shared-kit';
import { AREA } from './area';

/** The area's built screens, by route path, each lazily loaded; the other routes show the area overview. */
export const AreaRoutes = createAreaRoutes({
  area: AREA,
  screens: {
    '/reports': lazyScreen(() => import('./reports-dashboard/reports-dashboard-page')),
    '/reports/timesheets/dashboard': lazyScreen(() => import('./timesheets-report/timesheets-report-page')),
    '/reports/timesheets/report': lazyScreen(() => import('./report/timesheet-report-page')),
    '/admin': lazyScreen(() => import('./admin/admin-page')),
    ...recordScreens('/payroll/roles', 'roleId', {
      list: lazyScreen(() => import('./roles/roles-page')),
      record: lazyScreen(() => import('./roles/role-page')),
    }),
  },
  build: __BUILD_VERSION__,
});
