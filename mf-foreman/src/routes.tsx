import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Route, Routes, Loading } from 'shared-kit';

/** Each path of the route table owned by mf-foreman, with its lazily loaded screen. */
export const SCREENS: ReadonlyArray<{ path: string; Screen: LazyExoticComponent<ComponentType> }> = [
  { path: '/foreman', Screen: lazy(() => import('./dashboard/foreman-dashboard')) },
  { path: '/foreman/timesheets', Screen: lazy(() => import('./timesheets/timesheets-page')) },
  {
    path: '/foreman/projects/:projectId/timesheets/new/:date',
    Screen: lazy(() => import('./timesheet-detail/new-timesheet-page')),
  },
  {
    path: '/foreman/projects/:projectId/timesheets/:timesheetId',
    Screen: lazy(() => import('./timesheet-detail/timesheet-detail-page')),
  },
];

export function AreaRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {SCREENS.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        {/* Paths outside this area: the shell owns not-found, so the remote renders nothing. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
