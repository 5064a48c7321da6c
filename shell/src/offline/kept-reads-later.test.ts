import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError } from 'shared-kit';
import { makeUser } from 'shared-kit/testing';
import {
  followBrowserOnlineState,
  keepQueriesForOfflineLater,
  type KeepQueriesLaterOptions,
} from './kept-reads-later';
import { indexedDbStorage } from './kept-store';
import type { KeptQueries } from './persist-queries';
import { fakeSession } from './fake-session';

const foreman = makeUser(['ForemanDashboard_View'], { employeeId: 12 });

const signedIn = { idToken: 'id', isAuthenticated: true, user: foreman };
const signedOut = { idToken: null, isAuthenticated: false, user: null };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitUntil = async (condition: () => boolean | Promise<boolean>) => {
  for (let tries = 0; !(await condition()); tries += 1) {
    if (tries > 100) throw new Error('Timed out waiting');
    await wait(10);
  }
};

/** The page as bootstrap.tsx starts it, with the persister's code and the page's settling in the test's hands. */
function startPage({
  onLine = true,
  session = fakeSession(signedIn),
  clearStore,
}: {
  onLine?: boolean;
  session?: ReturnType<typeof fakeSession>;
  clearStore?: KeepQueriesLaterOptions['clearStore'];
} = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 5 } } });
  const persister: KeptQueries = { restored: async () => undefined, stop: jest.fn() };
  const keepQueriesForOffline = jest.fn<KeptQueries, []>(() => persister);
  const load = jest.fn(async () => ({ keepQueriesForOffline }));
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const later = keepQueriesForOfflineLater({
    queryClient,
    session,
    load,
    settled,
    navigatorLike: { onLine },
    ...(clearStore ? { clearStore } : {}),
  });
  return { queryClient, session, load, keepQueriesForOffline, persister, settle, later };
}

/** A query the page mounts whose request ends with `error`. */
const mountFailing = (queryClient: QueryClient, error: Error) => {
  const observer = new QueryObserver(queryClient, {
    queryKey: ['timesheets', 'list', { creatorEmployeeId: 12 }],
    queryFn: async () => {
      throw error;
    },
    retry: 3,
  });
  return observer.subscribe(() => undefined);
};

describe("the persister of the kept reads, after the page's content", () => {
  afterEach(() => onlineManager.setOnline(true));

  it('is asked for at once by a page that starts offline, so the kept reads come back before the foreman looks', async () => {
    const page = startPage({ onLine: false });
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(await page.later.started()).toBe(page.persister);
    expect(page.keepQueriesForOffline).toHaveBeenCalledWith({
      queryClient: page.queryClient,
      session: page.session,
    });
    page.later.stop();
  });

  it('online, waits until the page has settled, then starts once', async () => {
    const page = startPage();
    await wait(20);
    expect(page.load).not.toHaveBeenCalled();
    expect(await page.later.started()).toBeNull();
    page.settle();
    await waitUntil(() => page.keepQueriesForOffline.mock.calls.length === 1);
    onlineManager.setOnline(false);
    await wait(10);
    expect(page.load).toHaveBeenCalledTimes(1);
    page.later.stop();
    expect(page.persister.stop).toHaveBeenCalled();
  });

  it('is asked for as soon as the browser goes offline, before the page has settled', async () => {
    const page = startPage();
    onlineManager.setOnline(false);
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(await page.later.started()).toBe(page.persister);
    page.later.stop();
  });

  it('is asked for when a query gets no answer while the browser says it is online (Wi-Fi bars, no signal)', async () => {
    const page = startPage();
    const unsubscribe = mountFailing(page.queryClient, new ApiError(0, null));
    // At the first failed attempt, not after the retries: the rows are needed now.
    await waitUntil(() => page.load.mock.calls.length === 1);
    expect(page.queryClient.getQueryCache().getAll()[0]?.state.status).toBe('pending');
    expect(await page.later.started()).toBe(page.persister);
    unsubscribe();
    page.later.stop();
  });

  it('is not asked for by an answer that says no (a 500): the page says so, the device has nothing to add', async () => {
    const page = startPage();
    const unsubscribe = mountFailing(page.queryClient, new ApiError(500, null));
    await waitUntil(() => page.queryClient.getQueryCache().getAll()[0]?.state.status === 'error');
    expect(page.load).not.toHaveBeenCalled();
    unsubscribe();
    page.later.stop();
  });

  it('asks again at the next trigger when its code could not be downloaded (offline, no service worker yet)', async () => {
    const page = startPage();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    page.load.mockRejectedValueOnce(new Error('ChunkLoadError'));
    onlineManager.setOnline(false);
    expect(await page.later.started()).toBeNull();
    expect(warn).toHaveBeenCalled();
    onlineManager.setOnline(true);
    page.settle();
    await waitUntil(() => page.keepQueriesForOffline.mock.calls.length === 1);
    expect(page.load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    page.later.stop();
  });

  it('keeps the kept reads in memory as long as on the device from the start, before the persister arrives', () => {
    const page = startPage();
    expect(page.queryClient.getQueryDefaults(['timesheets', 'detail', 17]).gcTime).toBe(
      7 * 24 * 60 * 60 * 1000,
    );
    expect(page.queryClient.getQueryDefaults(['roles', 'list']).gcTime).toBeUndefined();
    page.later.stop();
  });
});

describe('signing out before the persister has loaded', () => {
  it("deletes the device's reads without loading the persister (a shared tablet)", async () => {
    const storage = indexedDbStorage();
    await storage.setItem('crewtime-queries-12', '{"clientState":{}}');
    const page = startPage();
    page.session.set(signedOut);
    await waitUntil(async () => (await storage.keys()).length === 0);
    expect(page.load).not.toHaveBeenCalled();
    page.later.stop();
  });

  it('deletes nothing for a page that starts signed out and signs in (the sign-in callback)', async () => {
    const clearStore = jest.fn(async () => undefined);
    const page = startPage({ session: fakeSession(signedOut), clearStore });
    page.session.set(signedIn);
    await wait(10);
    expect(clearStore).not.toHaveBeenCalled();
    page.later.stop();
  });

  it('leaves the sign-out to the persister once it runs (it also drops a write still waiting)', async () => {
    const clearStore = jest.fn(async () => undefined);
    const page = startPage({ clearStore });
    page.settle();
    await waitUntil(() => page.keepQueriesForOffline.mock.calls.length === 1);
    page.session.set(signedOut);
    expect(clearStore).not.toHaveBeenCalled();
    page.later.stop();
  });
});

describe('the network state React Query starts with', () => {
  afterEach(() => onlineManager.setOnline(true));

  it("is the browser's, so a page opened with no signal pauses its reads instead of failing them", () => {
    followBrowserOnlineState({ onLine: false });
    expect(onlineManager.isOnline()).toBe(false);
    followBrowserOnlineState({ onLine: true });
    expect(onlineManager.isOnline()).toBe(true);
  });
});
