import { lazy } from 'react';
import { createAreaRoutes, type AreaScreens } from 'shared-kit';

/** Each path of the route table owned by mf-foreman, with its lazily loaded screen. */
export const SCREENS: AreaScreens = {
  '/foreman': lazy(() => import('./dashboard/foreman-dashboard')),
  '/foreman/timesheets': lazy(() => import('./timesheets/timesheets-page')),
  '/foreman/projects/:projectId/timesheets/new/:date': lazy(
    () => import('./timesheet-detail/new-timesheet-page'),
  ),
  '/foreman/projects/:projectId/timesheets/:timesheetId': lazy(
    () => import('./timesheet-detail/timesheet-detail-page'),
  ),
};

export const AreaRoutes = createAreaRoutes({
  area: 'mf-foreman',
  screens: SCREENS,
  build: __BUILD_VERSION__,
});
