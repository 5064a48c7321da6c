import { createAreaRoutes, lazyScreen } from 'shared-kit';
import { prefetchProjectList } from './projects/project-list-query';

const CustomerPage = lazyScreen(() => import('./customers/customer-page'));
const EmployeePage = lazyScreen(() => import('./employees/employee-page'));
const ProjectPage = lazyScreen(() => import('./projects/project-page'));

// Screens built so far; the other routes of the area show the area overview until theirs land.
export const AreaRoutes = createAreaRoutes({
  area: 'mf-masterdata',
  screens: {
    '/approver/projects': lazyScreen(() => import('./projects/projects-page'), prefetchProjectList),
    '/approver/projects/new': ProjectPage,
    '/approver/projects/:projectId': ProjectPage,
    '/approver/customers': lazyScreen(() => import('./customers/customers-page')),
    '/approver/customers/new': CustomerPage,
    '/approver/customers/:customerId': CustomerPage,
    '/approver/employees': lazyScreen(() => import('./employees/employees-page')),
    '/approver/employees/new': EmployeePage,
    '/approver/employees/:employeeId': EmployeePage,
  },
  build: __BUILD_VERSION__,
});
