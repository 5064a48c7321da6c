// What the service worker does with each request (docs/offline.md, "Cache rules"): plain functions of the request, so
// the rules are tested without a worker.

/** The caches the worker writes; anything else under the `crewtime-` prefix is an older worker's and is deleted. */
export const CACHES = {
  /** The last page the bff rendered (index.html with the boot data inline), under one key. */
  page: 'crewtime-page',
  /** Unhashed files of the areas and the registry: network-first, this copy only when offline. */
  entries: 'crewtime-area-entries',
  /** The areas' content-hashed files: cache-first, they never change. */
  chunks: 'crewtime-area-chunks',
} as const;

/** The one key the last page is kept under: every page of the portal is the same shell with the same boot data. */
export const PAGE_KEY = '/__crewtime/page';

export type RequestRule =
  /** Not the worker's: the browser asks the network as if there were no worker. */
  | 'network'
  /** A navigation: the network's page, else the last one kept. */
  | 'page'
  /** remoteEntry.js, mf-manifest.json, the build's documents, the registry: network first, the copy when offline. */
  | 'entry'
  /** A content-hashed file of an area: the copy, else the network. */
  | 'chunk';

/** What the worker sees of a request. */
export interface RequestFacts {
  method: string;
  url: URL;
  /** Request.mode: 'navigate' for a page. */
  mode: string;
  hasAuthorization: boolean;
}

/** Where the portal itself is, and the other origins the registry points areas at (a team's CDN). */
export interface Origins {
  portal: string;
  remotes: ReadonlySet<string>;
}

/** `[name].[contenthash:8].ext` (shared-kit/federation): a file named by its content. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;
/** The portal's own paths that are never a page: the api, the bff's endpoints, files. */
const NOT_A_PAGE = /^\/(api|config|remotes|healthz|livez|readyz|oidc)(\/|$)/;
/** The registry as the shell asks for it when the page came without it (shell/src/registry/config.ts). */
const REGISTRY = /^\/config\/(remotes|routes)$/;

const fileRule = (pathname: string): RequestRule => (HASHED_FILE.test(pathname) ? 'chunk' : 'entry');

/**
 * The rule for one request. Never the worker's: anything but a GET, anything carrying an Authorization header, the
 * api (React Query keeps what the foreman needs, shell/src/offline), the identity provider and any origin the
 * registry does not name. The shell's own files are not here: the worker precaches them (workbox's precache route
 * answers them before these rules are asked).
 */
export function ruleFor(request: RequestFacts, origins: Origins): RequestRule {
  if (request.method !== 'GET' || request.hasAuthorization) return 'network';
  const { url } = request;
  if (url.origin === origins.portal) {
    if (request.mode === 'navigate') return NOT_A_PAGE.test(url.pathname) ? 'network' : 'page';
    if (url.pathname.startsWith('/remotes/')) return fileRule(url.pathname);
    if (REGISTRY.test(url.pathname)) return 'entry';
    return 'network';
  }
  // An area deployed on another origin (a CDN): its files, never a page of that origin.
  if (origins.remotes.has(url.origin) && request.mode !== 'navigate') return fileRule(url.pathname);
  return 'network';
}

/**
 * One area as the page tells the worker about it, made absolute: the registry's entry (its mf-manifest.json: the
 * build's documents are beside it) and the remoteEntry.js the bff read from that manifest (the page runs it).
 */
export interface KeptArea {
  name: string;
  entry: string;
  remoteEntry: string;
}

/** The message the page posts to the worker: the areas whose files to keep (shell/src/offline/service-worker.ts). */
export const KEEP_AREAS = 'crewtime:keep-areas';

export interface KeepAreasMessage {
  type: typeof KEEP_AREAS;
  areas: KeptArea[];
  /**
   * The page that sent it: the worker keeps it as the last page, since the first visit's page was loaded before the
   * worker existed and would otherwise be missing at the first reload offline.
   */
  page: string;
}

/** The page of a keep message, when it is one of the portal's (`portal` is the worker's origin); else null. */
export function keptPageOf(data: unknown, portal: string): string | null {
  const page = (data as { type?: unknown; page?: unknown } | null)?.page;
  if (typeof page !== 'string' || !URL.canParse(page)) return null;
  const url = new URL(page);
  return url.origin === portal && !NOT_A_PAGE.test(url.pathname) ? url.href : null;
}

const isWebUrl = (url: unknown): url is string =>
  typeof url === 'string' && URL.canParse(url) && ['https:', 'http:'].includes(new URL(url).protocol);

/** The areas of a message from the page, or null when it is not one the worker knows. */
export function keptAreasOf(data: unknown): KeptArea[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, areas } = data as { type?: unknown; areas?: unknown };
  if (type !== KEEP_AREAS || !Array.isArray(areas)) return null;
  const kept: KeptArea[] = [];
  for (const area of areas as unknown[]) {
    const { name, entry, remoteEntry } = (area ?? {}) as Partial<Record<keyof KeptArea, unknown>>;
    if (typeof name === 'string' && isWebUrl(entry) && isWebUrl(remoteEntry))
      kept.push({ name, entry, remoteEntry });
  }
  return kept;
}

/** The chunk list of an area's build, next to its manifest (shared-kit/federation). */
export const precacheListOf = (entry: string): string => new URL('mf-precache.json', entry).href;

/** The absolute URLs of an area's hashed files, from its mf-precache.json; unreadable rows are skipped. */
export function chunkUrlsOf(precacheList: unknown, listUrl: string): string[] {
  const files = (precacheList as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  return files
    .filter((file): file is string => typeof file === 'string' && HASHED_FILE.test(file))
    .map((file) => new URL(file, listUrl).href);
}
