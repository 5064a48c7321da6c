import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { z } from 'zod';

import { REMOTE_NAMES, type AppRoute, type AreaRoute, type RemoteName } from 'shared-kit/domain';
import { parseAreaRoutes } from './area-route-schema.ts';
import { isBuildFileUrl } from './build-url.ts';
import { locateRemoteEntry } from './remote-entry.ts';
import { composeRoutes } from './compose.ts';
import { embeddedRoutesReader } from './embedded-routes.ts';
import { createFileStore } from './file-store.ts';
import { createPostgresStore } from './postgres-store.ts';
import {
  RegistryUnavailableError,
  type DeployedRemote,
  type RegistryStore,
  type StoredRemote,
} from './store.ts';

export { REMOTE_NAMES, type RemoteName };

export interface RemoteEntry {
  name: RemoteName;
  /** What the deployer registered: the build's mf-manifest.json (or its remoteEntry.js). */
  entry: string;
  version: string;
  /**
   * The build's remoteEntry.js, read from its manifest by the bff (remote-entry.ts): the shell registers the remote by
   * it, so the browser never fetches the manifest. Absent while the manifest cannot be read: the area is then
   * unavailable (with Retry) rather than guessed at.
   */
  remoteEntry?: string;
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

const ENTRY_FILES = ['mf-manifest.json', 'remoteEntry.js'];

function endsWithEntryFile(pathname: string): boolean {
  return ENTRY_FILES.some((file) => pathname === `/${file}` || pathname.endsWith(`/${file}`));
}

/** An http(s) absolute URL or a `/`-relative path, ending in mf-manifest.json or remoteEntry.js. */
export function isValidEntry(entry: string): boolean {
  return isBuildFileUrl(entry, endsWithEntryFile);
}

export const remoteUpdateSchema = z.object({
  entry: z
    .string({ error: 'entry is required' })
    .trim()
    .max(2048, 'entry is too long')
    .refine(
      isValidEntry,
      'entry must be an http(s) URL or a path starting with /, ending in mf-manifest.json or remoteEntry.js',
    ),
  version: z
    .string({ error: 'version is required' })
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/, 'version must be a version number such as 1.4.0'),
});
export type RemoteUpdate = z.infer<typeof remoteUpdateSchema>;

export interface RemoteRegistry {
  /** All five remotes in the canonical order: the deployed entry where one was set, else the embedded build. */
  list(): RemoteEntry[];
  /**
   * The composed route table (DESIGN §2): the routes of each remote's registered build (a repoint's as checked when
   * it was accepted, the embedded build's from its mf-area.json), REMOTE_NAMES order, then each build's own.
   */
  routes(): Promise<AppRoute[]>;
  /** Origins (scheme://host:port) of entries served from another origin: the CSP must allow them. */
  externalOrigins(): string[];
  /** Repoint `name` at a build whose routes route-check.ts accepted and whose remoteEntry.js its manifest names. */
  update(
    name: RemoteName,
    update: RemoteUpdate,
    routes: readonly AreaRoute[],
    remoteEntry: string,
  ): Promise<RemoteEntry>;
  /** Forget a deployed entry: back to the embedded build and its routes. */
  reset(name: RemoteName): Promise<RemoteEntry>;
  /**
   * Runs a change (a repoint's check and write) while no other replica runs one, after reading the store again: the
   * check sees what the change before it left, whichever replica made it.
   */
  exclusive<T>(change: () => Promise<T>): Promise<T>;
  /** Whether the first load from the store has succeeded: before it, list() and routes() would not be the fleet's. */
  loaded(): boolean;
  /** Resolves when the first load has succeeded (never rejects: a store that cannot be read is tried again). */
  whenLoaded(): Promise<void>;
  /** Readiness: loaded, and the store answers now (the database, for the PostgreSQL store). */
  ready(): Promise<boolean>;
  /** Releases the store's connections and timers (graceful shutdown). */
  close(): Promise<void>;
}

function packageVersion(remotesRoot: string, name: RemoteName): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(remotesRoot, name, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * Where the registry's entries live: a PostgreSQL table shared by every replica when `databaseUrl` is set, else
 * `<dataDir>/registry.json` (one bff; `npm start`).
 */
export function openRegistryStore(
  settings: { dataDir: string; databaseUrl: string | null; registryRefreshMs: number },
  logger: Logger,
): RegistryStore {
  return settings.databaseUrl
    ? createPostgresStore({
        databaseUrl: settings.databaseUrl,
        refreshMs: settings.registryRefreshMs,
        logger,
      })
    : createFileStore(settings.dataDir);
}

/**
 * The run-time registry of remote entries (DESIGN §3). Defaults point at the builds embedded in this bff
 * (`/remotes/<name>/mf-manifest.json`, version from the remote's package.json, routes from its dist/mf-area.json); a
 * deploy repoints an entry, which the store keeps with the build's routes, served to the next page load. The readers
 * (list, externalOrigins: every page and every CSP) read a memory copy, which the store's change signal reloads.
 */
export function createRegistry(options: {
  store: RegistryStore;
  remotesRoot: string;
  logger: Logger;
  /** The remoteEntry.js of an entry's build (remote-entry.ts: read from its manifest); throws when it cannot say. */
  locateRemoteEntry?: (entry: string) => Promise<string>;
}): RemoteRegistry {
  const { store, logger } = options;
  const locate =
    options.locateRemoteEntry ?? ((entry: string) => locateRemoteEntry(entry, options.remotesRoot));
  const defaults = new Map<RemoteName, RemoteEntry>(
    REMOTE_NAMES.map((name) => [
      name,
      {
        name,
        entry: `/remotes/${name}/mf-manifest.json`,
        version: packageVersion(options.remotesRoot, name),
      },
    ]),
  );
  const embeddedRoutes = embeddedRoutesReader(options.remotesRoot, logger);
  let overrides = new Map<RemoteName, DeployedRemote>();
  /** Entries already warned about: a reload every few seconds must not repeat the warning. */
  const warned = new Set<string>();

  /**
   * Each entry's remoteEntry.js, read once from its manifest (a repoint reads it again): every page names it, so a
   * page never waits for a manifest. One reading at a time per entry; a failed one is tried again by the next page.
   */
  const remoteEntries = new Map<string, string>();
  const locating = new Map<string, Promise<void>>();
  const locateOnce = (entry: string): Promise<void> => {
    const running = locating.get(entry);
    if (running) return running;
    const reading = locate(entry)
      .then((remoteEntry) => {
        remoteEntries.set(entry, remoteEntry);
        warned.delete(`remoteEntry ${entry}`);
      })
      .catch((error: unknown) => {
        if (warned.has(`remoteEntry ${entry}`)) return;
        warned.add(`remoteEntry ${entry}`);
        logger.warn(
          { err: error, entry },
          `The remoteEntry.js of ${entry} could not be read from its manifest (${(error as Error).message}): its area is unavailable until it can`,
        );
      })
      .finally(() => locating.delete(entry));
    locating.set(entry, reading);
    return reading;
  };
  const locateAll = async (entries: Iterable<string>): Promise<void> => {
    await Promise.all([...entries].filter((entry) => !remoteEntries.has(entry)).map(locateOnce));
  };

  const usable = (stored: StoredRemote[]): Map<RemoteName, DeployedRemote> => {
    const entries = new Map<RemoteName, DeployedRemote>();
    for (const remote of stored) {
      const valid = remoteUpdateSchema.safeParse({ entry: remote.entry, version: remote.version });
      if (!isRemoteName(remote.name) || !valid.success) continue;
      const routes = parseAreaRoutes(remote.routes);
      // Saved before the registry kept routes: the shell could not guard or title that build's pages. The embedded
      // build serves until the team repoints again, which checks and stores the routes.
      if (routes === null) {
        const key = JSON.stringify([remote.name, valid.data.entry, valid.data.version]);
        if (!warned.has(key)) {
          warned.add(key);
          logger.warn(
            { ...store.logContext, remote: remote.name, entry: valid.data.entry },
            `${remote.name}'s deployed entry in ${store.description} has no usable routes: serving the embedded build until it is repointed`,
          );
        }
        continue;
      }
      entries.set(remote.name, { ...valid.data, routes });
    }
    return entries;
  };

  let isLoaded = false;
  let failing = false;
  let closed = false;
  let markLoaded: () => void = () => undefined;
  const firstLoad = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });
  /** Counts this replica's own writes: a load that overlapped one may have read the table before it. */
  let writes = 0;

  const loadOnce = async (): Promise<boolean> => {
    const writesBefore = writes;
    let stored: StoredRemote[];
    try {
      stored = await store.load();
    } catch (error) {
      if (!failing && !closed) {
        failing = true;
        const message = (error as Error).message;
        logger.warn(
          { ...store.logContext, err: error },
          isLoaded
            ? `The remote registry could not be reloaded from ${store.description} (${message}): serving the entries last loaded until it answers again`
            : `The remote registry could not be loaded from ${store.description} (${message}): the bff answers 503 until it can`,
        );
      }
      return false;
    }
    if (closed) return false;
    const loaded = usable(stored);
    // Served with its remoteEntry.js from the first page on.
    await locateAll([...defaults.values(), ...loaded.values()].map(({ entry }) => entry));
    if (closed) return false;
    // Read before this replica's own write landed: read again rather than serve the entry it just replaced.
    if (writes !== writesBefore) return true;
    overrides = loaded;
    if (failing) logger.info(store.logContext, `The remote registry is read from ${store.description} again`);
    failing = false;
    if (!isLoaded) {
      isLoaded = true;
      markLoaded();
    }
    return false;
  };

  // Coalesced: a change signal during a load runs one more load after it, never two at once.
  let loading: Promise<void> | null = null;
  let again = false;
  const reload = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      do {
        again = false;
        if (await loadOnce()) again = true;
      } while (again && !closed);
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  void reload();
  store.watch(() => void reload());

  const entryOf = (name: RemoteName): RemoteEntry => {
    const override = overrides.get(name);
    const { entry, version } = override ?? (defaults.get(name) as RemoteEntry);
    const remoteEntry = remoteEntries.get(entry);
    if (remoteEntry === undefined) void locateOnce(entry);
    return remoteEntry === undefined ? { name, entry, version } : { name, entry, version, remoteEntry };
  };

  return {
    list: () => REMOTE_NAMES.map(entryOf),
    routes: async () =>
      composeRoutes(
        await Promise.all(
          REMOTE_NAMES.map(async (name) => ({
            name,
            routes: overrides.get(name)?.routes ?? (await embeddedRoutes(name)),
          })),
        ),
      ),
    externalOrigins: () => {
      const origins = new Set<string>();
      // The remoteEntry.js too: a manifest's publicPath may name another origin than the manifest's.
      for (const { entry, remoteEntry } of REMOTE_NAMES.map(entryOf)) {
        for (const url of [entry, remoteEntry])
          if (url && !url.startsWith('/')) origins.add(new URL(url).origin);
      }
      return [...origins];
    },
    update: async (name, update, routes, remoteEntry) => {
      const deployed: DeployedRemote = { ...update, routes: [...routes] };
      await store.save(name, deployed);
      writes += 1;
      remoteEntries.set(update.entry, remoteEntry);
      overrides = new Map(overrides).set(name, deployed);
      return entryOf(name);
    },
    reset: async (name) => {
      await store.remove(name);
      writes += 1;
      const remaining = new Map(overrides);
      remaining.delete(name);
      overrides = remaining;
      return entryOf(name);
    },
    exclusive: (change) =>
      store.exclusive(async () => {
        await reload();
        if (failing)
          throw new RegistryUnavailableError(
            `The remote registry could not be read from ${store.description}`,
          );
        return change();
      }),
    loaded: () => isLoaded,
    whenLoaded: () => firstLoad,
    ready: async () => isLoaded && !closed && (await store.check()),
    close: async () => {
      closed = true;
      await store.close();
    },
  };
}
