import { lazy, Suspense } from 'react';
import { Route, Routes, Loading } from 'shared-kit';
import { AREA_ROUTES } from './area';

// Until the area's screens are built, every route of it shows the area overview (a later issue replaces each).
const AreaOverview = lazy(() => import('./overview/area-overview'));

export function AreaRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {AREA_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<AreaOverview route={route} />} />
        ))}
        {/* Paths outside this area: the shell owns not-found, so the remote renders nothing. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
