/// <reference lib="webworker" />
// The portal's service worker (docs/offline.md): the shell's files, the areas' files and the last page, so /foreman,
// the timesheet list and an opened timesheet load with no network after one visit online. Compiled by the shell's
// build (shared-kit/federation/service-worker.cjs), which injects the shell's file list as self.__WB_MANIFEST.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  CACHES,
  chunkUrlsOf,
  keptAreasOf,
  keptPageOf,
  PAGE_KEY,
  precacheListOf,
  ruleFor,
  type KeptArea,
  type RequestRule,
} from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const DAY_SECONDS = 24 * 60 * 60;

// A new worker takes over at once, and the open pages with it: the worker only ever adds files next to the ones the
// page runs (hashed names never collide, entries are always asked of the network first), so a page started under the
// old worker keeps working, and a foreman who reloads on site gets the new shell's files kept rather than a worker
// that waits for every tab to close — which on a tablet left open for days would be never.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);

/** Opaque answers (status 0) are an area's scripts on a CDN loaded by a <script> tag: kept like any other. */
const kept = new CacheableResponsePlugin({ statuses: [0, 200] });

const STRATEGIES: Record<Exclude<RequestRule, 'network'>, Strategy> = {
  // Never a timeout: online, the registry's current page and entries win, or a repoint would not take effect.
  page: new NetworkFirst({
    cacheName: CACHES.page,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), { cacheKeyWillBeUsed: async () => PAGE_KEY }],
  }),
  entry: new NetworkFirst({
    cacheName: CACHES.entries,
    plugins: [kept, new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
  }),
  chunk: new CacheFirst({
    cacheName: CACHES.chunks,
    plugins: [
      kept,
      // Old builds' chunks go after two months unused, or when the cache holds more files than five areas need.
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
};

/** The origins areas are deployed on besides the portal: those of the entries kept, and of every area told about. */
const remoteOrigins = new Set<string>();
const portal = self.location.origin;
const addOriginsOf = (urls: Iterable<string>): void => {
  for (const url of urls) {
    const origin = new URL(url).origin;
    if (origin !== portal) remoteOrigins.add(origin);
  }
};
// Known again after the browser stopped the worker: the entries kept name them.
void caches
  .open(CACHES.entries)
  .then((cache) => cache.keys())
  .then((requests) => addOriginsOf(requests.map((request) => request.url)))
  .catch(() => undefined);

const ruleOf = (request: Request, url: URL): RequestRule =>
  ruleFor(
    {
      method: request.method,
      url,
      mode: request.mode,
      hasAuthorization: request.headers.has('Authorization'),
    },
    { portal, remotes: remoteOrigins },
  );

registerRoute(
  ({ request, url }) => ruleOf(request, url) !== 'network',
  ({ event, request, url }) => {
    const rule = ruleOf(request, url);
    return rule === 'network' ? fetch(request) : STRATEGIES[rule].handle({ event, request });
  },
);

/** How many of an area's files are asked for at once while keeping them (the page's own requests go first). */
const PARALLEL_FILES = 2;

/**
 * Keeps an area's current build: its remoteEntry.js (network first, so the copy is the registry's current build; the
 * page registers the area by it and fetches no manifest) and every hashed file its chunk list names (fetched once;
 * the HTTP cache answers the ones the page already loaded). A file that cannot be had now is skipped: the next page
 * load tries again.
 */
async function keepArea(area: KeptArea, event: ExtendableEvent): Promise<void> {
  const precacheList = precacheListOf(area.entry);
  const entries = STRATEGIES.entry;
  await entries.handle({ event, request: new Request(area.remoteEntry) });
  const list: unknown = await (await entries.handle({ event, request: new Request(precacheList) })).json();
  const queue = chunkUrlsOf(list, precacheList);
  const worker = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      await STRATEGIES.chunk.handle({ event, request: new Request(url) }).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FILES }, worker));
}

/** Keeps the page the message came from as the last page (asked again, as a navigation would be). */
async function keepPage(page: string, event: ExtendableEvent): Promise<void> {
  await STRATEGIES.page.handle({ event, request: new Request(page, { headers: { Accept: 'text/html' } }) });
}

self.addEventListener('message', (event) => {
  const areas = keptAreasOf(event.data);
  if (!areas) return;
  addOriginsOf(areas.flatMap((area) => [area.entry, area.remoteEntry]));
  const page = keptPageOf(event.data, portal);
  event.waitUntil(
    Promise.all([
      page ? keepPage(page, event).catch(() => undefined) : undefined,
      ...areas.map((area) =>
        keepArea(area, event).catch((error: unknown) =>
          console.warn(`Could not keep ${area.name} for offline use`, error),
        ),
      ),
    ]),
  );
});
