import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { noAnswer, type SessionStore } from 'shared-kit';
import { keepKeptReadsInMemory } from './kept-queries';
import { pageSettled } from './page-settled';
import type { KeepQueriesOptions, KeptQueries } from './persist-queries';

/**
 * React Query's idea of the network from the browser's: it starts out assuming online, so a page reloaded with no
 * signal asked, failed and retried instead of pausing its queries and showing what the device keeps.
 */
export function followBrowserOnlineState(navigatorLike: Pick<Navigator, 'onLine'> = navigator): void {
  onlineManager.setOnline(navigatorLike.onLine);
}

export interface KeepQueriesLaterOptions {
  queryClient: QueryClient;
  session: Pick<SessionStore, 'getState' | 'subscribe'>;
  /** The persister's code (persist-queries.ts), asked for once it is needed: a chunk of its own in the build. */
  load: () => Promise<{ keepQueriesForOffline(options: KeepQueriesOptions): KeptQueries }>;
  /** When the page has settled, its content shown (page-settled.ts). */
  settled?: Promise<void>;
  /** Deletes every user's kept reads without the persister (kept-store.ts). */
  clearStore?: () => Promise<void>;
  navigatorLike?: Pick<Navigator, 'onLine'>;
}

export interface KeptQueriesLater {
  /** The persister once loaded and started; null before it was asked for, or when its code could not be loaded. */
  started(): Promise<KeptQueries | null>;
  stop(): void;
}

const clearWithoutThePersister = (): Promise<void> =>
  import(/* webpackChunkName: "kept-reads-store" */ './kept-store').then(({ clearKeptQueries }) =>
    clearKeptQueries(),
  );

/**
 * Keeps the foreman's reads on the device (persist-queries.ts) with the persister's code out of the page's start
 * (docs/performance.md): it is asked for at once by a page that starts offline, so the kept reads come back before
 * the foreman looks; otherwise once the page has settled, or earlier when the browser goes offline or a query gets
 * no answer while the browser says it is online (a tablet with Wi-Fi bars and no signal), the moments the kept reads
 * are needed. Started late, it saves the reads the page fetched meanwhile. Until it runs, a sign-out on this page
 * deletes the kept reads through IndexedDB alone (a shared tablet).
 *
 * Once the page has settled, not at `load`: on a slow line the screen's rows arrive after `load`, and the persister's
 * start is a download, an IndexedDB read, the restore's parse and hydrate and a first save that serialises the cache,
 * all on the line or the main thread the rows need; the service worker's registration waited for the same moment and
 * left the first visit as fast as without it (docs/offline.md, "Measured"). Online nothing is lost by waiting: the
 * reads are in memory, the device's copy matters only once the signal goes, and that asks for the persister at once.
 */
export function keepQueriesForOfflineLater({
  queryClient,
  session,
  load,
  settled = pageSettled(),
  clearStore = clearWithoutThePersister,
  navigatorLike = navigator,
}: KeepQueriesLaterOptions): KeptQueriesLater {
  // Before the persister arrives too: a read fetched now must still be in memory when it starts.
  keepKeptReadsInMemory(queryClient);

  let stopped = false;
  let kept: KeptQueries | null = null;
  let asked: Promise<KeptQueries | null> | null = null;
  const triggers: Array<() => void> = [];
  const stopTriggers = (): void => triggers.splice(0).forEach((unsubscribe) => unsubscribe());

  const start = (): Promise<KeptQueries | null> => {
    if (stopped) return Promise.resolve(null);
    asked ??= load().then(
      ({ keepQueriesForOffline }) => {
        if (stopped) return null;
        stopTriggers();
        // The persister follows the session from now on, sign-outs included.
        kept = keepQueriesForOffline({ queryClient, session });
        return kept;
      },
      (error: unknown) => {
        // Offline on a first visit (no service worker yet to answer for the file): the next trigger asks again.
        console.warn('The reads kept on this device could not be loaded', error);
        asked = null;
        return null;
      },
    );
    return asked;
  };

  let signedIn = session.getState().isAuthenticated;
  const followSignOut = (): void => {
    const now = session.getState().isAuthenticated;
    // Signed out here, in another tab, or by a 401, before the persister runs: the device's reads go all the same.
    if (signedIn && !now && !kept)
      void clearStore().catch((error: unknown) =>
        console.warn('The reads kept on this device could not be deleted', error),
      );
    signedIn = now;
  };
  triggers.push(
    session.subscribe(followSignOut),
    onlineManager.subscribe((online) => {
      if (!online) void start();
    }),
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const { action } = event;
      // 'failed' is an attempt that failed with retries still to come: the rows are needed now, not after them.
      if ((action.type === 'failed' || action.type === 'error') && noAnswer(action.error)) void start();
    }),
  );

  if (navigatorLike.onLine === false) void start();
  else void settled.then(start);

  return {
    started: () => asked ?? Promise.resolve(null),
    stop: () => {
      stopped = true;
      stopTriggers();
      kept?.stop();
    },
  };
}
