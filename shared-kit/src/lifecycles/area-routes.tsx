import { lazy, Suspense, useState } from 'react';
import type { ComponentType, FunctionComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { session } from '../auth/session.ts';
import type { SignedInUser } from '../domain/user.ts';
import { createRouteTable, inLanguage, routesOf, type AreaDeclaration } from '../domain/routes.ts';
import { getLanguage } from '../host/language.ts';
import { queryClient } from '../query/client.ts';
import { Route, Routes } from '../navigation/router.ts';
import { Loading } from '../ui/components.tsx';

/** What a screen's prefetch knows about the page it is about to show. */
export interface ScreenPrefetchContext {
  /** The page's one QueryClient: what is prefetched into it, the screen's queries find there. */
  queryClient: QueryClient;
  /** The path's parameters by the route table ('/payroll/:payrollPeriodId/corrections' → payrollPeriodId). */
  params: Readonly<Record<string, string>>;
  /** The page's query string (a list's search, sort and page). */
  search: URLSearchParams;
  /**
   * The signed-in user: when the area loads before GET /user has answered (the sign-in callback), the prefetch waits
   * for that answer; null only where no one is signed in (a public page, a test).
   */
  user: SignedInUser | null;
}

/** Starts a screen's first requests before its code has arrived; it must not throw and should not wait. */
export type ScreenPrefetch = (context: ScreenPrefetchContext) => void;

/** A lazily loaded screen that can be fetched before it is rendered (lazyScreen). */
export type PreloadableScreen = FunctionComponent & {
  /**
   * Downloads and evaluates the screen's code, and with a context starts its prefetch alongside; resolves once the
   * screen would render without suspending.
   */
  preload(context?: ScreenPrefetchContext): Promise<void>;
};

/** A remote's built screens by their path in the route table, each lazily loaded (lazyScreen, or React.lazy). */
export type AreaScreens = Readonly<Record<string, ComponentType>>;

/**
 * A resource's three screens as the route table has them: its list at `listPath`, the create form at `listPath/new`
 * and one record at `listPath/:idParam` (the record screen serves both; it opens empty for 'new').
 */
export const recordScreens = (
  listPath: string,
  idParam: string,
  screens: { list: ComponentType; record: ComponentType },
): AreaScreens => ({
  [listPath]: screens.list,
  [`${listPath}/new`]: screens.record,
  [`${listPath}/:${idParam}`]: screens.record,
});

/**
 * The <Routes> of a remote, with `preload(location)`: fetch the screen a path opens, and its data, before mounting it;
 * and `titleOf(pathname)`: the title the remote declares for the page, shown while it loads.
 */
export type AreaRoutesComponent = FunctionComponent & {
  preload(location: { pathname: string; search: string }): Promise<void>;
  titleOf(pathname: string): string | undefined;
};

/**
 * React.lazy with a `preload()`: once preloaded, the screen renders at once instead of suspending. A suspended first
 * render costs the first page a Loading flash, React's reveal throttle (up to 300 ms) and the screen's data requests,
 * which start only when it commits; an area preloads the screen of the opened path while the shell still signs in.
 * `prefetch` (kept in a small module next to the screen, not in the screen's chunk) starts the screen's first
 * requests as the preload begins, so they travel while the screen's code downloads.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: ScreenPrefetch,
): PreloadableScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = (context?: ScreenPrefetchContext): Promise<void> => {
    if (context && prefetch) {
      try {
        prefetch(context);
      } catch {
        // A prefetch is a head start only: the screen asks again when it renders.
      }
    }
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next preload or render
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Screen() {
    // Chosen once per instance: switching from Lazy to the loaded component later would remount the screen and
    // lose its state (the timesheet form keeps its instance across the route change of its first Save).
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Screen.preload = preload;
  return Screen;
}

const isPreloadable = (screen: ComponentType | undefined): screen is PreloadableScreen =>
  typeof (screen as Partial<PreloadableScreen> | undefined)?.preload === 'function';

// Loaded only when a route without a screen is opened, so it costs an area with all its screens nothing.
const AreaOverview = lazy(() => import('./area-overview.tsx'));

/**
 * The <Routes> of a remote, from the routes it declares (its src/area.ts): each route renders its screen, or the area
 * overview until that screen is built; any other path renders nothing (the shell owns not-found). `build` is the
 * remote's own __BUILD_VERSION__, shown by the overview (shared-kit's copy is compiled into whichever build loaded it).
 */
export function createAreaRoutes({
  area: declaration,
  screens,
  build,
}: {
  area: AreaDeclaration;
  screens: AreaScreens;
  build: string;
}): AreaRoutesComponent {
  const area = declaration.name;
  const routes = routesOf(declaration);
  const table = createRouteTable(routes);
  const stray = Object.keys(screens).filter((path) => !routes.some((route) => route.path === path));
  if (stray.length > 0) throw new Error(`${area} declares no route ${stray.join(', ')} (src/area.ts)`);

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
  AreaRoutes.preload = async ({ pathname, search }: { pathname: string; search: string }): Promise<void> => {
    const match = table.match(pathname);
    const screen = match ? screens[match.route.path] : undefined;
    if (!match || !isPreloadable(screen)) return;
    const context = (user: SignedInUser | null): ScreenPrefetchContext => ({
      queryClient,
      params: match.params,
      search: new URLSearchParams(search),
      user,
    });
    const { isAuthenticated, user } = session.getState();
    if (user || !isAuthenticated) {
      await screen.preload(context(user));
      return;
    }
    // Signed in but GET /user has not answered (the area loads while the sign-in completes): the screen's code now,
    // its requests once the user is known. Asked for no user, they were another page's (the approver board without
    // the manager preset of APPROVER-20, every timesheet of the week) and were asked again once the user came.
    whenUserKnown((known) => void screen.preload(context(known)).catch(() => undefined));
    await screen.preload();
  };
  AreaRoutes.titleOf = (pathname: string): string | undefined => {
    const route = table.match(pathname)?.route;
    return route && inLanguage(route.title, route.titles, getLanguage());
  };
  return AreaRoutes;
}

/** Calls `then` with the user once GET /user has answered; never if the browser signs out first. */
function whenUserKnown(then: (user: SignedInUser) => void): void {
  const stop = session.subscribe(() => {
    const { isAuthenticated, user } = session.getState();
    if (user) then(user);
    if (user || !isAuthenticated) stop();
  });
}
