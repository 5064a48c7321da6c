import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getLanguage, queryClient, session } from 'shared-kit';
import { loadCatalogues } from 'shared-kit/i18n';
import { SHELL_CATALOGUES } from './i18n';
import { ShellApp } from './ShellApp';
import { followBrowserOnlineState, keepQueriesForOfflineLater } from './offline/kept-reads-later';
import { pageSettled } from './offline/page-settled';
import {
  fetchAuthConfig,
  fetchRemoteRegistry,
  readBootData,
  type AuthConfig,
  type RemoteEntry,
} from './registry/config';
import { firstArea } from './registry/first-area';
import { createRemoteLoader } from './registry/remotes';
import { loadRouteTable } from './registry/route-table';
import { createRootConfig } from './single-spa/root-config';

const settle = async <T,>(promise: Promise<T>, what: string): Promise<T | null> => {
  try {
    return await promise;
  } catch (error) {
    console.error(`Could not load ${what}`, error);
    return null;
  }
};

async function startShell(): Promise<void> {
  // A page in another language than English fetches its messages now, beside the rest of the start (English ships in
  // the code); the chrome waits for them rather than flash English (I18nProvider).
  void loadCatalogues(getLanguage(), SHELL_CATALOGUES).catch(() => undefined);
  // Offline (docs/offline.md): the foreman's reads kept on the device. The persister is a chunk of its own, asked for
  // after the page's content (or at once by a page that starts offline), not with the start: asked for when this runs,
  // it made first visits of /foreman and /approver later in three pairs of runs out of three (docs/performance.md,
  // "Back under budget").
  followBrowserOnlineState();
  const settled = pageSettled();
  keepQueriesForOfflineLater({
    queryClient,
    session,
    settled,
    load: () => import(/* webpackChunkName: "kept-reads" */ './offline/persist-queries'),
  });
  // Discovery at run time (DESIGN §3): the registry says where each remote is and the remotes' own declarations which
  // pages they offer; nothing is built in. The bff sends the answers inline with the page (one round trip less before
  // the first area); without them, ask. The route table is made once here and handed to whatever decides by it.
  const boot = readBootData();
  const [authConfig, registry, routeTable] = await Promise.all([
    boot?.auth ?? settle<AuthConfig>(fetchAuthConfig(), '/config/auth'),
    boot ? boot.remotes : settle<RemoteEntry[]>(fetchRemoteRegistry(), '/config/remotes'),
    loadRouteTable(boot),
  ]);
  const loader = createRemoteLoader(registry ?? []);
  // The service worker registers once the page has loaded and settled (offline/page-settled.ts); its code is asked for
  // only then, so it is no part of the page's start either.
  void settled
    .then(() => import(/* webpackChunkName: "offline-copy" */ './offline/service-worker'))
    .then(({ serviceWorkerWanted, startServiceWorker }) =>
      serviceWorkerWanted()
        ? startServiceWorker({ registry: registry ?? [], routeTable, session, pageLoaded: Promise.resolve() })
        : undefined,
    )
    .catch((error: unknown) => console.warn('The offline copy of the portal could not be set up', error));
  // The opened page's area (on the sign-in callback, the area the sign-in returns to) starts loading now, before the
  // shell's first render and the user check; single-spa takes that load over when the guard lets the area mount (never
  // before, so nothing shows without permission). Holding it until the shell's pending heading was painted, and
  // keeping a mounted area hidden until the first paint, made that heading the page's largest paint in Lighthouse but
  // never brought the screen's rows sooner: without both, time to content was the same on a first visit and 50–100 ms
  // shorter on a repeat one (docs/performance.md, "Each start-up mechanism"), so they went.
  const area = firstArea(routeTable, window.location, session.getState(), session.peekRoute());
  if (area) loader.preloadArea(area);
  const rootConfig = createRootConfig({ ...loader, routeTable });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // single-spa first: it patches the history API, so the shell's own popstate listener is one it holds back until
  // a navigation is settled (or cancelled by an area with unsaved changes).
  rootConfig.start();
  // The first render runs in a transition: React renders the header, navigation and guards in short slices instead
  // of one long task on a slow tablet (Lighthouse mobile, back to back: repeat-visit TBT 211 → 88 ms on average over
  // the four home pages). An area that mounts first renders into its container before the shell has placed it in the
  // page (root-config keeps the containers and appends them when the content area attaches).
  const root = createRoot(container);
  startTransition(() =>
    root.render(<ShellApp authConfig={authConfig} areas={rootConfig} routeTable={routeTable} />),
  );
}

void startShell();
