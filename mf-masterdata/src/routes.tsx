import { createAreaRoutes, lazyScreen, recordScreens } from 'shared-kit';
import { prefetchProjectList } from './projects/project-list-query';
// The project list is the area's first page (its navigation entry comes first), and it ships in the area's own
// module instead of a chunk of its own (1.3 KiB): asked for only once the area's code had run, that chunk was the
// last request before the list's rows, the page's largest paint (issue 13: Lighthouse's first-visit graph of
// /approver/projects, once GET /projects left with the page). The other screens still load when opened.
import ProjectsPage from './projects/projects-page';
import { AREA } from './area';

// Each master data resource: its list, the create form and one record (recordScreens); every route has its screen.
export const AreaRoutes = createAreaRoutes({
  area: AREA,
  screens: {
    ...recordScreens('/approver/projects', 'projectId', {
      list: lazyScreen(() => Promise.resolve({ default: ProjectsPage }), prefetchProjectList),
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
