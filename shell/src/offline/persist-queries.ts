import type { Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { SessionStore } from 'shared-kit';
import { KEPT_QUERIES_MAX_AGE_MS, keepKeptReadsInMemory, shouldKeepQuery } from './kept-queries';
import { indexedDbStorage, type KeptQueriesStorage } from './kept-store';

/** Bumped when what is stored changes shape: a device holding the old shape starts empty instead of misreading it. */
export const KEPT_QUERIES_FORMAT = '1';
/** Each signed-in user's reads under a key of their own. */
export const keptQueriesKey = (employeeId: number): string => `crewtime-queries-${employeeId}`;

export interface KeepQueriesOptions {
  queryClient: QueryClient;
  session: Pick<SessionStore, 'getState' | 'subscribe'>;
  storage?: KeptQueriesStorage;
  /** How long the writes wait to gather (the persister's throttle). */
  throttleMs?: number;
}

export interface KeptQueries {
  /** The current user's reads, once restored from the device (resolved at once when nobody is signed in). */
  restored(): Promise<void>;
  stop(): void;
}

/**
 * Keeps the foreman's reads on the device (kept-queries.ts says which) while someone is signed in: restored into the
 * page's query client when the user is known, written back (throttled) as they change, each user under their own key.
 * Signing out deletes them all (a tablet is shared by a crew); signing in as someone else deletes the others' too.
 */
export function keepQueriesForOffline({
  queryClient,
  session,
  storage = indexedDbStorage(),
  throttleMs = 1000,
}: KeepQueriesOptions): KeptQueries {
  keepKeptReadsInMemory(queryClient);

  let current: { employeeId: number; stop: () => void; restored: Promise<void> } | null = null;
  let cleared = false;

  const stopCurrent = (): void => {
    current?.stop();
    current = null;
  };

  const start = (employeeId: number): void => {
    // A write still waiting in the persister's throttle must not land after a sign-out deleted everything.
    let open = true;
    const persister = keptAsStale(
      createAsyncStoragePersister({
        storage: {
          getItem: (key) => storage.getItem(key),
          setItem: (key, value) => (open ? storage.setItem(key, value) : Promise.resolve()),
          removeItem: (key) => storage.removeItem(key),
        },
        key: keptQueriesKey(employeeId),
        throttleTime: throttleMs,
      }),
    );
    const persistOptions = {
      queryClient,
      persister,
      maxAge: KEPT_QUERIES_MAX_AGE_MS,
      buster: KEPT_QUERIES_FORMAT,
      dehydrateOptions: {
        shouldDehydrateQuery: (query: Query) => shouldKeepQuery(query, employeeId),
        // Saves made offline are the foreman area's durable queue's (issue 43), not paused mutations brought back here.
        shouldDehydrateMutation: () => false,
      },
    };
    // The kept reads come back whether the page starts online or not, each marked stale: a mounted query asks the
    // server again, and a read already in the cache from this page is newer and stays (React Query's hydrate keeps
    // the later `dataUpdatedAt`). The timesheet form waits for the server's answer online (mf-foreman's
    // starting-read.ts), so a kept read is shown, never edited as if it were the stored timesheet.
    let unsubscribe = (): void => undefined;
    let stopped = false;
    const restoring = persistQueryClientRestore(persistOptions).then(() => {
      if (!stopped) askAgainForRestored(queryClient, persister.restoredHashes());
    });
    // Kept from now on, only once restored: a save of this page's cache first would delete what the device kept
    // (a timesheet opened yesterday and not yet today). Then saved at once, not only on the next change: started after
    // the page's content (kept-reads-later.ts), this finds the reads the page has fetched meanwhile, and a foreman who
    // looks at them and walks out of signal before anything changes would otherwise find them missing on site.
    void restoring
      .catch(() => undefined)
      .then(() => {
        if (stopped) return;
        void persistQueryClientSave(persistOptions).catch(() => undefined);
        unsubscribe = persistQueryClientSubscribe(persistOptions);
      });
    const others = storage
      .keys()
      .then((stored) =>
        Promise.all(
          stored.filter((key) => key !== keptQueriesKey(employeeId)).map((key) => storage.removeItem(key)),
        ),
      )
      .then(() => undefined);
    current = {
      employeeId,
      restored: Promise.all([restoring, others])
        .then(() => undefined)
        .catch((error: unknown) => console.warn('Could not read the reads kept on this device', error)),
      stop: () => {
        open = false;
        stopped = true;
        unsubscribe();
      },
    };
  };

  const follow = (): void => {
    const { isAuthenticated, user } = session.getState();
    if (!isAuthenticated) {
      // Signed out here, in another tab, or by a 401: whatever the device keeps was someone's who is gone.
      stopCurrent();
      if (!cleared) void storage.clear().catch(() => undefined);
      cleared = true;
      return;
    }
    cleared = false;
    const employeeId = user?.employeeId ?? null;
    // While the account loads nothing changes; a different account starts afresh.
    if (employeeId === null || current?.employeeId === employeeId) return;
    stopCurrent();
    start(employeeId);
  };

  follow();
  const unsubscribeSession = session.subscribe(follow);
  return {
    restored: () => current?.restored ?? Promise.resolve(),
    stop: () => {
      unsubscribeSession();
      stopCurrent();
    },
  };
}

/** A persister whose restored reads are all marked stale (invalidated), and which says which it restored. */
export function keptAsStale(persister: Persister): Persister & { restoredHashes(): Map<string, number> } {
  const restored = new Map<string, number>();
  return {
    ...persister,
    restoreClient: async (): Promise<PersistedClient | undefined> => {
      const client = await persister.restoreClient();
      if (!client) return client;
      restored.clear();
      for (const query of client.clientState.queries)
        restored.set(query.queryHash, query.state.dataUpdatedAt);
      return {
        ...client,
        clientState: {
          ...client.clientState,
          queries: client.clientState.queries.map((query) => ({
            ...query,
            state: { ...query.state, isInvalidated: true },
          })),
        },
      };
    },
    restoredHashes: () => restored,
  };
}

/**
 * The mounted queries that now show a restored read ask the server again (one already asking is not interrupted).
 * A query whose own answer was newer kept it, and is left alone.
 */
function askAgainForRestored(queryClient: QueryClient, restored: Map<string, number>): void {
  if (restored.size === 0) return;
  void queryClient
    .invalidateQueries(
      {
        predicate: (query) => restored.get(query.queryHash) === query.state.dataUpdatedAt,
      },
      { cancelRefetch: false },
    )
    .catch(() => undefined);
}
