import { createAreaRoutes, lazyScreen, recordScreens } from 'shared-kit';
import { prefetchProjectList } from './projects/project-list-query';

// Each master data resource: its list, the create form and one record (recordScreens); every route has its screen.
export const AreaRoutes = createAreaRoutes({
  area: 'mf-masterdata',
  screens: {
    ...recordScreens('/approver/projects', 'projectId', {
      list: lazyScreen(() => import('./projects/projects-page'), prefetchProjectList),
      record: lazyScreen(() => import('./projects/project-page')),
    }),
    ...recordScreens('/approver/customers', 'customerId', {
      list: lazyScreen(() => import('./customers/customers-page')),
      record: lazyScreen(() => import('./customers/customer-page')),
    }),
    ...recordScreens('/approver/employees', 'employeeId', {
      list: lazyScreen(() => import('./employees/employees-page')),
      record: lazyScreen(() => import('./employees/employee-page')),
    }),
  },
  build: __BUILD_VERSION__,
});
