import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { ROUTES, type AppRoute, type RemoteName } from '../domain/routes.ts';
import { Route, Routes } from '../navigation/router.ts';
import { Loading } from '../ui/components.tsx';

/** The routes a remote owns, in the route table's order (DESIGN §2). */
export const routesOwnedBy = (area: RemoteName): readonly AppRoute[] =>
  ROUTES.filter((route) => route.owner === area);

/** A remote's built screens by their path in the route table, each lazily loaded. */
export type AreaScreens = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;

// Loaded only when a route without a screen is opened, so it costs an area with all its screens nothing.
const AreaOverview = lazy(() => import('./area-overview.tsx'));

/**
 * The <Routes> of a remote, from the route table: each route the table gives `area` renders its screen, or the area
 * overview until that screen is built; any other path renders nothing (the shell owns not-found). `build` is the
 * remote's own __BUILD_VERSION__, shown by the overview (shared-kit's copy is compiled into whichever build loaded it).
 */
export function createAreaRoutes({
  area,
  screens,
  build,
}: {
  area: RemoteName;
  screens: AreaScreens;
  build: string;
}): ComponentType {
  const routes = routesOwnedBy(area);
  const stray = Object.keys(screens).filter((path) => !routes.some((route) => route.path === path));
  if (stray.length > 0) throw new Error(`The route table gives ${area} no route ${stray.join(', ')}`);

  function AreaRoutes() {
    return (
      <Suspense fallback={<Loading />}>
        <Routes>
          {routes.map((route) => {
            const Screen = screens[route.path];
            const page = Screen ? (
              <Screen />
            ) : (
              <AreaOverview area={area} route={route} areaRoutes={routes} build={build} />
            );
            return <Route key={route.path} path={route.path} element={page} />;
          })}
          {/* Paths outside this area: the shell owns not-found, so the remote renders nothing. */}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    );
  }
  AreaRoutes.displayName = `AreaRoutes(${area})`;
  return AreaRoutes;
}
