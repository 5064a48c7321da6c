import { lazy } from 'react';
import { createAreaRoutes } from 'shared-kit';

const CustomerPage = lazy(() => import('./customers/customer-page'));
const EmployeePage = lazy(() => import('./employees/employee-page'));
const ProjectPage = lazy(() => import('./projects/project-page'));

// Screens built so far; the other routes of the area show the area overview until theirs land.
export const AreaRoutes = createAreaRoutes({
  area: 'mf-masterdata',
  screens: {
    '/approver/projects': lazy(() => import('./projects/projects-page')),
    '/approver/projects/new': ProjectPage,
    '/approver/projects/:projectId': ProjectPage,
    '/approver/customers': lazy(() => import('./customers/customers-page')),
    '/approver/customers/new': CustomerPage,
    '/approver/customers/:customerId': CustomerPage,
    '/approver/employees': lazy(() => import('./employees/employees-page')),
    '/approver/employees/new': EmployeePage,
    '/approver/employees/:employeeId': EmployeePage,
  },
  build: __BUILD_VERSION__,
});
