import { lazy } from 'react';
import { createAreaRoutes } from 'shared-kit';

// Built screens by route; the period page and the correction screens still show the area overview.
export const AreaRoutes = createAreaRoutes({
  area: 'mf-payroll',
  screens: {
    '/payroll': lazy(() => import('./dashboard/payroll-dashboard-page')),
    '/payroll/:payrollPeriodId/nopayroster': lazy(() => import('./roster/period-page')),
  },
  build: __BUILD_VERSION__,
});
