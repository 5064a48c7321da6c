import { onlineManager, QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { makeUser } from 'shared-kit/testing';
import { keepQueriesForOffline, keptQueriesKey, KEPT_QUERIES_FORMAT } from './persist-queries';
import type { KeptQueriesStorage } from './kept-store';
import { fakeSession } from './fake-session';

/** IndexedDB as a Map, with a way to see every write. */
function memoryStorage(): KeptQueriesStorage & { items: Map<string, string>; writes: string[] } {
  const items = new Map<string, string>();
  const writes: string[] = [];
  return {
    items,
    writes,
    getItem: async (key) => items.get(key),
    setItem: async (key, value) => {
      writes.push(key);
      items.set(key, value);
    },
    removeItem: async (key) => void items.delete(key),
    keys: async () => [...items.keys()],
    clear: async () => items.clear(),
  };
}

const foreman = makeUser(['ForemanDashboard_View'], { employeeId: 12 });
const otherForeman = makeUser(['ForemanDashboard_View'], { employeeId: 31 });

const signedIn = (user = foreman) => ({ idToken: 'id', isAuthenticated: true, user });
const stored = (storage: { items: Map<string, string> }, employeeId: number) =>
  JSON.parse(storage.items.get(keptQueriesKey(employeeId)) ?? 'null') as {
    buster: string;
    clientState: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
  } | null;
const storedKeys = (storage: { items: Map<string, string> }, employeeId: number) =>
  stored(storage, employeeId)?.clientState.queries.map((query) => query.queryKey);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitUntil = async (condition: () => boolean) => {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 100) throw new Error('Timed out waiting');
    await wait(10);
  }
};

/** The persister for the signed-in foreman, writing 5 ms after a change. */
const keepSignedIn = (queryClient: QueryClient, storage: KeptQueriesStorage) =>
  keepQueriesForOffline({ queryClient, session: fakeSession(signedIn()), storage, throttleMs: 5 });

/** What an earlier page (yesterday's) kept on the device for the foreman: `reads` as answered then. */
async function keepYesterday(storage: KeptQueriesStorage, reads: Array<[QueryKey, unknown]>) {
  const yesterday = new QueryClient();
  const before = keepSignedIn(yesterday, storage);
  await before.restored();
  for (const [queryKey, data] of reads)
    yesterday.setQueryData(queryKey, data, { updatedAt: Date.now() - 24 * 60 * 60 * 1000 });
  await wait(30);
  before.stop();
}

describe("the foreman's reads kept on the device", () => {
  it("writes the signed-in foreman's kept reads under their own key, and nothing else", async () => {
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    const kept = keepQueriesForOffline({
      queryClient,
      session: fakeSession(signedIn()),
      storage,
      throttleMs: 5,
    });
    await kept.restored();
    queryClient.setQueryData(['timesheets', 'detail', 17], { timesheetId: 17, hours: 8 });
    queryClient.setQueryData(['roles', 'list', {}], [{ roleId: 1 }]);
    // A save made offline waits, paused, in the mutation cache: not the device's to keep (the area's queue is).
    onlineManager.setOnline(false);
    void queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'saved', networkMode: 'online' })
      .execute(undefined)
      .catch(() => undefined);
    await wait(30);
    expect(stored(storage, 12)?.buster).toBe(KEPT_QUERIES_FORMAT);
    expect(storedKeys(storage, 12)).toEqual([['timesheets', 'detail', 17]]);
    expect(queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true);
    expect((stored(storage, 12)?.clientState as { mutations?: unknown[] }).mutations).toEqual([]);
    onlineManager.setOnline(true);
    kept.stop();
  });

  it('brings them back into a new page of the same user that starts offline, with their data', async () => {
    const storage = memoryStorage();
    const first = new QueryClient();
    const before = keepSignedIn(first, storage);
    await before.restored();
    first.setQueryData(['timesheets', 'detail', 17], { timesheetId: 17, hours: 8 });
    await wait(30);
    before.stop();

    const reloaded = new QueryClient();
    const after = keepQueriesForOffline({ queryClient: reloaded, session: fakeSession(signedIn()), storage });
    await after.restored();
    expect(reloaded.getQueryData(['timesheets', 'detail', 17])).toEqual({ timesheetId: 17, hours: 8 });
    // Kept in memory as long as on the device, not collected after five unused minutes.
    expect(reloaded.getQueryCache().find({ queryKey: ['timesheets', 'detail', 17] })?.gcTime).toBe(
      7 * 24 * 60 * 60 * 1000,
    );
    after.stop();

    after.stop();
  });

  it('brings them back into a page that starts online too, stale, so that every mounted query asks again', async () => {
    const storage = memoryStorage();
    await keepYesterday(storage, [
      [['timesheets', 'detail', 17], { timesheetId: 17, hours: 8 }],
      [['timesheets', 'detail', 18], { timesheetId: 18, hours: 6 }],
    ]);

    const page = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const asked: number[] = [];
    const kept = keepQueriesForOffline({ queryClient: page, session: fakeSession(signedIn()), storage });
    await kept.restored();
    const restored = page.getQueryCache().find({ queryKey: ['timesheets', 'detail', 18] });
    expect(restored?.state.data).toEqual({ timesheetId: 18, hours: 6 });
    // A restored read never counts as fresh, however young, and is kept in memory as long as on the device.
    expect(restored?.isStale()).toBe(true);
    expect(restored?.gcTime).toBe(7 * 24 * 60 * 60 * 1000);

    // A query mounted now asks the server, even within its staleTime.
    const later = new QueryObserver(page, {
      queryKey: ['timesheets', 'detail', 18],
      queryFn: async () => {
        asked.push(18);
        return { timesheetId: 18, hours: 7 };
      },
    });
    const unsubscribeLater = later.subscribe(() => undefined);
    expect(later.getCurrentResult()).toMatchObject({ data: { hours: 6 }, isFetching: true });
    await waitUntil(() => later.getCurrentResult().data?.hours === 7);
    expect(asked).toEqual([18]);
    unsubscribeLater();
    kept.stop();
  });

  it('asks again for a mounted query the restore filled, and leaves a fresher read of the page as it is', async () => {
    const storage = memoryStorage();
    await keepYesterday(storage, [
      [['timesheets', 'detail', 17], { timesheetId: 17, hours: 8 }],
      [['projects', 'list', {}], [{ projectId: 1, description: 'Kept' }]],
    ]);
    const page = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The page read the projects before the device answered: that read is newer than the kept one.
    page.setQueryData(['projects', 'list', {}], [{ projectId: 1, description: 'Fresh' }]);
    // The timesheet's first read failed (no signal behind a "connected" browser).
    let reachable = false;
    const observer = new QueryObserver(page, {
      queryKey: ['timesheets', 'detail', 17],
      queryFn: async () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { timesheetId: 17, hours: 10 };
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await waitUntil(() => observer.getCurrentResult().isError);
    reachable = true;

    const kept = keepQueriesForOffline({ queryClient: page, session: fakeSession(signedIn()), storage });
    await kept.restored();
    expect(page.getQueryData(['projects', 'list', {}])).toEqual([{ projectId: 1, description: 'Fresh' }]);
    expect(
      page
        .getQueryCache()
        .find({ queryKey: ['projects', 'list', {}] })
        ?.isStale(),
    ).toBe(false);
    // The mounted query showed the kept read, then asked again and has the server's.
    await waitUntil(() => observer.getCurrentResult().data?.hours === 10);
    unsubscribe();
    kept.stop();
  });

  it("keeps yesterday's reads on the device when a page that starts online writes its own", async () => {
    const storage = memoryStorage();
    await keepYesterday(storage, [[['timesheets', 'detail', 17], { timesheetId: 17, hours: 8 }]]);
    const page = new QueryClient();
    const kept = keepSignedIn(page, storage);
    await kept.restored();
    page.setQueryData(['timesheets', 'list', { creatorEmployeeId: 12 }], []);
    await wait(30);
    expect(storedKeys(storage, 12)).toEqual(
      expect.arrayContaining([
        ['timesheets', 'detail', 17],
        ['timesheets', 'list', { creatorEmployeeId: 12 }],
      ]),
    );
    kept.stop();
  });

  it('started after the page has fetched its reads, saves them at once after its restore, not on the next change', async () => {
    const storage = memoryStorage();
    await keepYesterday(storage, [[['timesheets', 'detail', 17], { timesheetId: 17, hours: 8 }]]);
    // The page's content came first: its reads are in the cache before the persister starts, today's timesheet 17
    // newer than the device's (so the restore changes nothing in the cache, and nothing after it does either).
    const page = new QueryClient();
    page.setQueryData(['timesheets', 'detail', 17], { timesheetId: 17, hours: 9 });
    page.setQueryData(['timesheets', 'list', { creatorEmployeeId: 12 }], [{ timesheetId: 17 }]);
    await wait(10);
    const writes = storage.writes.length;
    const kept = keepSignedIn(page, storage);
    await kept.restored();
    await waitUntil(() => storage.writes.length > writes);
    expect(
      stored(storage, 12)?.clientState.queries.map(({ queryKey, state }) => [queryKey, state.data]),
    ).toEqual([
      [['timesheets', 'detail', 17], { timesheetId: 17, hours: 9 }],
      [['timesheets', 'list', { creatorEmployeeId: 12 }], [{ timesheetId: 17 }]],
    ]);
    kept.stop();
  });

  it('waits for the account before reading, and reads nothing of another account', async () => {
    const storage = memoryStorage();
    storage.items.set(
      keptQueriesKey(31),
      JSON.stringify({
        buster: KEPT_QUERIES_FORMAT,
        timestamp: Date.now(),
        clientState: { queries: [], mutations: [] },
      }),
    );
    const session = fakeSession({ idToken: 'id', isAuthenticated: true, user: null });
    const queryClient = new QueryClient();
    const kept = keepQueriesForOffline({ queryClient, session, storage, throttleMs: 5 });
    await kept.restored();
    expect(storage.items.has(keptQueriesKey(31))).toBe(true);
    session.set({ user: foreman });
    await kept.restored();
    // A shared tablet: the foreman who signed in before is gone from it.
    expect([...storage.items.keys()].filter((key) => key !== keptQueriesKey(12))).toEqual([]);
    kept.stop();
  });

  it('deletes everything on sign-out, including a write still waiting to be made', async () => {
    const storage = memoryStorage();
    const session = fakeSession(signedIn());
    const queryClient = new QueryClient();
    const kept = keepQueriesForOffline({ queryClient, session, storage, throttleMs: 50 });
    await kept.restored();
    queryClient.setQueryData(['timesheets', 'detail', 17], { timesheetId: 17 });
    await wait(80);
    expect(storage.items.size).toBe(1);
    queryClient.setQueryData(['timesheets', 'detail', 18], { timesheetId: 18 });
    session.set({ idToken: null, isAuthenticated: false, user: null });
    await wait(120);
    expect(storage.items.size).toBe(0);
    kept.stop();
  });

  it('starts afresh for another foreman signing in on the same page', async () => {
    const storage = memoryStorage();
    const session = fakeSession(signedIn());
    const queryClient = new QueryClient();
    const kept = keepQueriesForOffline({ queryClient, session, storage, throttleMs: 5 });
    await kept.restored();
    queryClient.setQueryData(['timesheets', 'detail', 17], { timesheetId: 17 });
    await wait(30);
    session.set(signedIn(otherForeman));
    await kept.restored();
    queryClient.setQueryData(['timesheets', 'detail', 40], { timesheetId: 40 });
    await wait(30);
    expect([...storage.items.keys()]).toEqual([keptQueriesKey(31)]);
    kept.stop();
  });
});
