import { createAreaRoutes, lazyScreen } from 'shared-kit';
import { prefetchPayrollDashboard } from './dashboard/dashboard-queries';

const PeriodPage = lazyScreen(() => import('./roster/period-page'));
const StandaloneCorrectionPage = lazyScreen(() => import('./corrections/standalone-correction-page'));

// Built screens by route; the period page and the correction screens still show the area overview.
export const AreaRoutes = createAreaRoutes({
  area: 'mf-payroll',
  screens: {
    '/payroll': lazyScreen(() => import('./dashboard/payroll-dashboard-page'), prefetchPayrollDashboard),
    '/payroll/certified-payroll': lazyScreen(() => import('./certified-payroll/certified-payroll-page')),
    '/payroll/certified-payroll/report': lazyScreen(
      () => import('./certified-payroll/certified-payroll-report-page'),
    ),
    '/payroll/:payrollPeriodId/nopayroster': PeriodPage,
    '/payroll/:payrollPeriodId/corrections': PeriodPage,
    '/payroll/:payrollPeriodId/corrections/new': StandaloneCorrectionPage,
    '/payroll/:payrollPeriodId/corrections/:standaloneCorrectionId': StandaloneCorrectionPage,
  },
  build: __BUILD_VERSION__,
});
