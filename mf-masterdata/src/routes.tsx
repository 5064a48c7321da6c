import { lazy } from 'react';
import { createAreaRoutes } from 'shared-kit';

const CustomerPage = lazy(() => import('./customers/customer-page'));

// Screens built so far; the other routes of the area show the area overview until theirs land.
export const AreaRoutes = createAreaRoutes({
  area: 'mf-masterdata',
  screens: {
    '/approver/projects': lazy(() => import('./projects/projects-page')),
    '/approver/customers': lazy(() => import('./customers/customers-page')),
    '/approver/customers/new': CustomerPage,
    '/approver/customers/:customerId': CustomerPage,
  },
  build: __BUILD_VERSION__,
});
