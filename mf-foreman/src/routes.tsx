import { createAreaRoutes, lazyScreen, type AreaScreens } from 'shared-kit';
import { prefetchOwnWeek } from './dashboard/api';
import { AREA } from './area';

// One page for a new and a saved timesheet: the first Save moves from one route to the other and the form stays.
const TimesheetPage = lazyScreen(() => import('./timesheet-detail/timesheet-page'));

/** Each path of the route table owned by mf-foreman, with its lazily loaded screen. */
export const SCREENS: AreaScreens = {
  '/foreman': lazyScreen(() => import('./dashboard/foreman-dashboard'), prefetchOwnWeek),
  '/foreman/timesheets': lazyScreen(() => import('./timesheets/timesheets-page')),
  '/foreman/projects/:projectId/timesheets/new/:date': TimesheetPage,
  '/foreman/projects/:projectId/timesheets/:timesheetId': TimesheetPage,
};

export const AreaRoutes = createAreaRoutes({
  area: AREA,
  screens: SCREENS,
  build: __BUILD_VERSION__,
});
