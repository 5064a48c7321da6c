import { makeUser } from '../testing/index.ts';
import { createSessionStore, STORAGE_KEYS, USER_STORAGE_KEY } from './session.ts';

describe('session store (SHELL-04, 07, 08, 15)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts unauthenticated when nothing is stored', () => {
    expect(createSessionStore().getState()).toEqual({
      idToken: null,
      accessToken: null,
      isAuthenticated: false,
      user: null,
      userChecked: false,
    });
  });

  it('restores the tokens from localStorage at start-up, so a reload keeps the user signed in', () => {
    localStorage.setItem('id_token', 'stored-id');
    localStorage.setItem('access_token', 'stored-access');
    expect(createSessionStore().getState()).toEqual({
      idToken: 'stored-id',
      accessToken: 'stored-access',
      isAuthenticated: true,
      user: null,
      userChecked: false,
    });
  });

  it('stores both tokens under id_token and access_token and marks the session authenticated', () => {
    const store = createSessionStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.setTokens({ idToken: 'id-1', accessToken: 'access-1' });
    expect(localStorage.getItem(STORAGE_KEYS.idToken)).toBe('id-1');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(store.getState().isAuthenticated).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('signs out: clears the stored tokens and the user, leaving the session unauthenticated', () => {
    const store = createSessionStore();
    store.setTokens({ idToken: 'id-1', accessToken: 'access-1' });
    store.setUser(makeUser(['Timesheets_View']));
    store.signOut();
    expect(store.getState()).toEqual({
      idToken: null,
      accessToken: null,
      isAuthenticated: false,
      user: null,
      userChecked: false,
    });
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('shows the user of this sign-in at once after a reload, marked as not yet checked', () => {
    const before = createSessionStore();
    before.setTokens({ idToken: 'header.payload.signature-1', accessToken: 'access-1' });
    const user = makeUser(['Timesheets_View']);
    before.setUser(user);
    expect(before.getState().userChecked).toBe(true);

    const reloaded = createSessionStore();
    expect(reloaded.getState()).toMatchObject({ isAuthenticated: true, user, userChecked: false });
    reloaded.setUser(makeUser(['Timesheets_View', 'Timesheets_Delete']));
    expect(reloaded.getState().userChecked).toBe(true);
  });

  it('keeps the remembered user object when GET /user confirms it, and takes a changed one', () => {
    const before = createSessionStore();
    before.setTokens({ idToken: 'header.payload.signature-1', accessToken: 'access-1' });
    before.setUser(makeUser(['Timesheets_View']));

    const reloaded = createSessionStore();
    const remembered = reloaded.getState().user;
    reloaded.setUser(makeUser(['Timesheets_View']));
    expect(reloaded.getState()).toMatchObject({ userChecked: true });
    expect(reloaded.getState().user).toBe(remembered);

    const changed = makeUser(['Timesheets_View', 'Timesheets_Delete']);
    reloaded.setUser(changed);
    expect(reloaded.getState().user).toBe(changed);
  });

  it('never shows a remembered user to another sign-in, nor one it cannot read', () => {
    const before = createSessionStore();
    before.setTokens({ idToken: 'header.payload.signature-1', accessToken: 'access-1' });
    before.setUser(makeUser(['Timesheets_View']));
    // Another sign-in wrote new tokens (say, in another tab) without this store's knowledge.
    localStorage.setItem('id_token', 'header.payload.signature-2');
    expect(createSessionStore().getState().user).toBeNull();

    localStorage.setItem('id_token', 'header.payload.signature-1');
    const stored = JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!) as { mark: string };
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ mark: stored.mark, user: { roles: 'all' } }));
    expect(createSessionStore().getState().user).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(createSessionStore().getState().user).toBeNull();
  });

  it('forgets the user when tokens of another sign-in arrive', () => {
    const store = createSessionStore();
    store.setTokens({ idToken: 'id-1', accessToken: 'access-1' });
    store.setUser(makeUser(['Timesheets_View']));
    store.setTokens({ idToken: 'id-2', accessToken: 'access-2' });
    expect(store.getState().user).toBeNull();
  });

  it('does not accept a user while signed out', () => {
    const store = createSessionStore();
    store.setUser(makeUser([]));
    expect(store.getState().user).toBeNull();
  });

  it('saves the pre-login path under route (and in sessionStorage) and takes it once', () => {
    const store = createSessionStore();
    store.saveRoute('/foreman/timesheets?state=APPROVED');
    expect(localStorage.getItem('route')).toBe('/foreman/timesheets?state=APPROVED');
    expect(sessionStorage.getItem('route')).toBe('/foreman/timesheets?state=APPROVED');
    expect(store.takeRoute()).toBe('/foreman/timesheets?state=APPROVED');
    expect(localStorage.getItem('route')).toBeNull();
    expect(sessionStorage.getItem('route')).toBeNull();
    expect(store.takeRoute()).toBeNull();
  });

  it('shows the saved path without taking it', () => {
    const store = createSessionStore();
    expect(store.peekRoute()).toBeNull();
    store.saveRoute('/approver?week=2026-11-23');
    expect(store.peekRoute()).toBe('/approver?week=2026-11-23');
    expect(store.peekRoute()).toBe('/approver?week=2026-11-23');
    expect(store.takeRoute()).toBe('/approver?week=2026-11-23');
    expect(store.peekRoute()).toBeNull();
    localStorage.setItem('route', '//evil.example/phish');
    expect(store.peekRoute()).toBeNull();
  });

  it('never returns a path that leaves the site', () => {
    const store = createSessionStore();
    localStorage.setItem('route', '//evil.example/phish');
    expect(store.takeRoute()).toBeNull();
    store.saveRoute('https://evil.example');
    expect(localStorage.getItem('route')).toBeNull();
  });
});
