import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Route, Routes, Loading } from 'shared-kit';
import { AREA_ROUTES } from './area';

/** The area's built screens, by route path, each lazily loaded. */
export const SCREENS: ReadonlyMap<string, LazyExoticComponent<ComponentType>> = new Map([
  ['/reports', lazy(() => import('./reports-dashboard/reports-dashboard-page'))],
  ['/reports/timesheets/dashboard', lazy(() => import('./timesheets-report/timesheets-report-page'))],
  ['/reports/timesheets/report', lazy(() => import('./report/timesheet-report-page'))],
]);

// Routes whose screen is not built yet show the area overview (a later issue replaces each).
const AreaOverview = lazy(() => import('./overview/area-overview'));

export function AreaRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {AREA_ROUTES.map((route) => {
          const Screen = SCREENS.get(route.path);
          return (
            <Route
              key={route.path}
              path={route.path}
              element={Screen ? <Screen /> : <AreaOverview route={route} />}
            />
          );
        })}
        {/* Paths outside this area: the shell owns not-found, so the remote renders nothing. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
