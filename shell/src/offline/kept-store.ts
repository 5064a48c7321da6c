import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/** The IndexedDB database and store the foreman's reads are kept in (docs/offline.md). */
export const KEPT_QUERIES_DATABASE = 'crewtime-offline';
export const KEPT_QUERIES_STORE = 'queries';

/** Where the reads go: one IndexedDB store (the tests give it another). */
export interface KeptQueriesStorage {
  getItem(key: string): Promise<string | undefined>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

/** The IndexedDB store, opened on first use (a page that never needs it never opens it). */
export function indexedDbStorage(): KeptQueriesStorage {
  let opened: UseStore | undefined;
  const store = (): UseStore => (opened ??= createStore(KEPT_QUERIES_DATABASE, KEPT_QUERIES_STORE));
  return {
    getItem: (key) => get<string>(key, store()),
    setItem: (key, value) => set(key, value, store()),
    removeItem: (key) => del(key, store()),
    keys: async () => (await keys(store())).map(String),
    clear: () => clear(store()),
  };
}

/**
 * Deletes every user's kept reads. The sign-out of a page whose persister has not loaded yet (it loads after the
 * page's content, kept-reads-later.ts) needs only this, not React Query's persister.
 */
export const clearKeptQueries = (): Promise<void> => indexedDbStorage().clear();
