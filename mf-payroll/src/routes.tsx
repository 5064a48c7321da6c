import { createAreaRoutes, lazyScreen, recordScreens } from 'shared-kit';
import { prefetchPayrollDashboard } from './dashboard/dashboard-queries';
import { AREA } from './area';

const PeriodPage = lazyScreen(() => import('./roster/period-page'));

// Built screens by route. A period's page has two tabs (roster, corrections); its corrections tab is the list of
// the standalone corrections, whose create form and record are one screen.
export const AreaRoutes = createAreaRoutes({
  area: AREA,
  screens: {
    '/payroll': lazyScreen(() => import('./dashboard/payroll-dashboard-page'), prefetchPayrollDashboard),
    '/payroll/certified-payroll': lazyScreen(() => import('./certified-payroll/certified-payroll-page')),
    '/payroll/certified-payroll/report': lazyScreen(
      () => import('./certified-payroll/certified-payroll-report-page'),
    ),
    '/payroll/:payrollPeriodId/nopayroster': PeriodPage,
    ...recordScreens('/payroll/:payrollPeriodId/corrections', 'standaloneCorrectionId', {
      list: PeriodPage,
      record: lazyScreen(() => import('./corrections/standalone-correction-page')),
    }),
  },
  build: __BUILD_VERSION__,
});
