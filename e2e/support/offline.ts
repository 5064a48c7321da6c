import { expect, type Page } from '@playwright/test';

// What the portal keeps for offline use (docs/offline.md), read from the page: for specs that let the service worker
// run (test.use({ serviceWorkers: 'allow' })) and go offline with context.setOffline(true).

/** The IndexedDB database and store the shell keeps the foreman's reads in (shell/src/offline/kept-store.ts). */
const DATABASE = 'crewtime-offline';
const STORE = 'queries';

/** The kept reads by key (each user's are one JSON text); none when the database or the store is not there. */
export const keptQueries = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(
    async ({ database, store }) => {
      // Opening a database that does not exist would create it without the store: look first.
      if (!(await indexedDB.databases()).some((db) => db.name === database)) return {};
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(database);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return {};
        const read = <T>(request: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const objects = db.transaction(store).objectStore(store);
        const [keys, values] = await Promise.all([read(objects.getAllKeys()), read(objects.getAll())]);
        return Object.fromEntries(keys.map((key, index) => [String(key), String(values[index])]));
      } finally {
        db.close();
      }
    },
    { database: DATABASE, store: STORE },
  );
export const keptQueryKeys = async (page: Page): Promise<string[]> => Object.keys(await keptQueries(page));

/**
 * Waits until the worker controls the page and has kept what an offline reload needs: the last page, the foreman
 * area's entry and its chunks, and the foreman's reads on the device, `reads` among them (the writes are throttled).
 */
export async function keptForOffline(
  page: Page,
  { reads = [], entry = '/remotes/mf-foreman/remoteEntry.js' }: { reads?: string[]; entry?: string } = {},
): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (entry) => {
          if (!navigator.serviceWorker.controller) return 'no worker in control';
          const page = await (await caches.open('crewtime-page')).keys();
          const entries = (await (await caches.open('crewtime-area-entries')).keys()).map((r) => r.url);
          const chunks = await (await caches.open('crewtime-area-chunks')).keys();
          if (page.length === 0) return 'no page kept';
          if (!entries.some((url) => url.endsWith(entry))) return 'no foreman entry kept';
          return chunks.length > 5 ? 'kept' : `${chunks.length} chunks kept`;
        }, entry),
      { timeout: 30_000 },
    )
    .toBe('kept');
  await expect
    .poll(
      async () => {
        const stored = Object.values(await keptQueries(page));
        return stored.length === 1 ? reads.filter((read) => !stored[0]!.includes(read)) : ['one user'];
      },
      { timeout: 10_000 },
    )
    .toEqual([]);
}

/** When the kept reads of the signed-in user were last written (the persister's timestamp); 0 when none are. */
export const keptAt = async (page: Page): Promise<number> => {
  const stored = Object.values(await keptQueries(page));
  return stored.length === 1 ? (JSON.parse(stored[0]!) as { timestamp: number }).timestamp : 0;
};
