import { hasPermission, type RouteTable, type SessionStore, type SignedInUser } from 'shared-kit';
import type { RemoteEntry } from '../registry/config';
import { KEEP_AREAS, type KeepAreasMessage, type KeptArea } from '../service-worker/rules';
import { pageSettled } from './page-settled';

export { REGISTER_AFTER_LOAD_MS } from './page-settled';

/** Where the bff serves the worker (shared-kit/federation/service-worker.cjs builds it), for the whole portal. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The areas whose files the worker keeps for `user`: those owning at least one page the user may open. A foreman's
 * tablet keeps the foreman area (and reports), not payroll's.
 */
export function areasToKeep(
  registry: readonly RemoteEntry[],
  routeTable: Pick<RouteTable, 'routes'>,
  user: SignedInUser,
  base: string,
): KeptArea[] {
  const opened = new Set(
    routeTable.routes
      .filter((route) => route.permission === null || hasPermission(user, route.permission))
      .map((route) => route.owner),
  );
  // An area whose remoteEntry.js the bff could not read does not run on this page: nothing of it to keep.
  return registry.flatMap((remote) =>
    opened.has(remote.name) && remote.remoteEntry
      ? [
          {
            name: remote.name,
            entry: new URL(remote.entry, base).href,
            remoteEntry: new URL(remote.remoteEntry, base).href,
          },
        ]
      : [],
  );
}

export interface ServiceWorkerOptions {
  registry: readonly RemoteEntry[];
  routeTable: Pick<RouteTable, 'routes'>;
  session: Pick<SessionStore, 'getState' | 'subscribe'>;
  container?: ServiceWorkerContainer;
  /** Resolves once the page has loaded and settled: the worker and what it fetches never compete with the page's own. */
  pageLoaded?: Promise<void>;
}

/**
 * Registers the portal's service worker once the page has loaded and settled, and tells it, for each signed-in user, which areas'
 * files to keep (the registry's current entries: after a repoint the worker keeps the new build). The worker itself
 * decides nothing about users: it only hears the areas.
 */
export async function startServiceWorker({
  registry,
  routeTable,
  session,
  container = navigator.serviceWorker,
  pageLoaded = pageSettled(),
}: ServiceWorkerOptions): Promise<void> {
  await pageLoaded;
  await container.register(SERVICE_WORKER_URL, { scope: '/' });
  const worker = (await container.ready).active;
  if (!worker) return;
  let toldFor: number | null = null;
  const tell = (): void => {
    const { user } = session.getState();
    if (!user || toldFor === user.employeeId) return;
    toldFor = user.employeeId;
    const message: KeepAreasMessage = {
      type: KEEP_AREAS,
      areas: areasToKeep(registry, routeTable, user, window.location.href),
      page: window.location.href,
    };
    worker.postMessage(message);
  };
  tell();
  session.subscribe(tell);
}

/**
 * The worker runs in production builds only: the webpack dev server rebuilds files under the same names, and jest has
 * no worker at all.
 */
export const serviceWorkerWanted = (): boolean =>
  process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
