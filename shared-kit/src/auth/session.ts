import { signedInUserSchema, type SignedInUser } from '../domain/user.ts';
import {
  localStorageOrNull,
  rememberedAnswer,
  safeStorage,
  signInMark,
  STORAGE_KEYS,
  USER_STORAGE_KEY,
} from './storage-keys.ts';

/** The browser's auth session (SHELL-04): tokens from the sign-in callback, the user from GET /user. */
export interface AuthSession {
  idToken: string | null;
  accessToken: string | null;
  isAuthenticated: boolean;
  user: SignedInUser | null;
  /**
   * False while `user` is the copy remembered from this sign-in's last GET /user (shown at once on a reload, so the
   * page neither waits for nor jumps at the answer); the shell asks GET /user again and replaces it. The api never
   * trusts this copy: it only decides what the portal shows.
   */
  userChecked: boolean;
}

export interface SessionTokens {
  idToken: string;
  accessToken: string;
}

export interface SessionStore {
  getState(): AuthSession;
  subscribe(listener: () => void): () => void;
  setTokens(tokens: SessionTokens): void;
  /** The user as GET /user answered it just now (or null). */
  setUser(user: SignedInUser | null): void;
  signOut(): void;
  /** Remembers the path to return to after sign-in (SHELL-07, U-19). */
  saveRoute(path: string): void;
  /** The saved path, removed once read; null when none was saved or it is not a same-origin path. */
  takeRoute(): string | null;
  /** The saved path as takeRoute gives it, left in place (the shell loads its area while the sign-in completes). */
  peekRoute(): string | null;
}

export { STORAGE_KEYS, USER_STORAGE_KEY };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStorageAreas {
  /** Tokens and the saved route. */
  local: () => StorageLike | null;
  /** Mirror of the saved route ("stored in the session", U-19). */
  session: () => StorageLike | null;
}

// Storage can be missing or throw (private mode, disabled cookies): the session then lives in memory only.
const browserStorage: SessionStorageAreas = {
  local: localStorageOrNull,
  session: safeStorage(() => window.sessionStorage),
};

const read = (storage: StorageLike | null, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (storage: StorageLike | null, key: string, value: string | null): void => {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or privacy errors: the in-memory state stays authoritative.
  }
};

const sessionOf = (
  idToken: string | null,
  accessToken: string | null,
  user: SignedInUser | null,
  userChecked = user !== null,
): AuthSession => {
  // A provider returning only an access token (response type `token`, e.g. Cognito) still signs the user in.
  const isAuthenticated = !!(idToken || accessToken);
  return { idToken, accessToken, isAuthenticated, user: isAuthenticated ? user : null, userChecked };
};

/** The remembered user of this sign-in, if it is there, readable, and from these very tokens. */
const rememberedUser = (storage: StorageLike | null, mark: string): SignedInUser | null => {
  const parsed = signedInUserSchema.safeParse(rememberedAnswer(storage, mark));
  return parsed.success ? parsed.data : null;
};

/** A same-origin path like '/foreman?x=1'; never '//host' or 'https://…' (no open redirect after sign-in). */
const isLocalPath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** Creates a session store; tokens are restored from storage at creation (SHELL-08). */
export function createSessionStore(storage: SessionStorageAreas = browserStorage): SessionStore {
  const local = storage.local;
  const storedIdToken = read(local(), STORAGE_KEYS.idToken);
  const storedAccessToken = read(local(), STORAGE_KEYS.accessToken);
  let state = sessionOf(
    storedIdToken,
    storedAccessToken,
    rememberedUser(local(), signInMark(storedIdToken || storedAccessToken)),
    false,
  );
  const remember = (user: SignedInUser | null): void =>
    write(
      local(),
      USER_STORAGE_KEY,
      user ? JSON.stringify({ mark: signInMark(state.idToken || state.accessToken), user }) : null,
    );
  const listeners = new Set<() => void>();

  const setState = (next: AuthSession): void => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const savedRoute = (): string | null => {
    const path = read(local(), STORAGE_KEYS.route) ?? read(storage.session(), STORAGE_KEYS.route);
    return path && isLocalPath(path) ? path : null;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTokens({ idToken, accessToken }) {
      write(local(), STORAGE_KEYS.idToken, idToken || null);
      write(local(), STORAGE_KEYS.accessToken, accessToken || null);
      // New tokens may belong to another account: the user is loaded again.
      const sameAccount = idToken === state.idToken && accessToken === state.accessToken;
      if (!sameAccount) remember(null);
      setState(
        sessionOf(
          idToken || null,
          accessToken || null,
          sameAccount ? state.user : null,
          sameAccount && state.userChecked,
        ),
      );
    },
    setUser(user) {
      if (!state.isAuthenticated && user) return;
      // GET /user confirming the remembered user keeps that very object: what shows the user or its permissions
      // (useCurrentUser, usePermission) does not render again on every page load.
      const same =
        user !== null && state.user !== null && JSON.stringify(user) === JSON.stringify(state.user);
      setState({ ...state, user: same ? state.user : user, userChecked: user !== null });
      remember(user);
    },
    signOut() {
      write(local(), STORAGE_KEYS.idToken, null);
      write(local(), STORAGE_KEYS.accessToken, null);
      remember(null);
      if (state.isAuthenticated || state.user) setState(sessionOf(null, null, null));
    },
    saveRoute(path) {
      if (!isLocalPath(path)) return;
      write(local(), STORAGE_KEYS.route, path);
      write(storage.session(), STORAGE_KEYS.route, path);
    },
    takeRoute() {
      const path = savedRoute();
      write(local(), STORAGE_KEYS.route, null);
      write(storage.session(), STORAGE_KEYS.route, null);
      return path;
    },
    peekRoute: savedRoute,
  };
}

/** The page's one session (the host contract, 'shared-kit/host', is a Module Federation singleton, so shell and remotes see the same). */
export const session: SessionStore = createSessionStore();

// Another tab signing in or out changes the tokens in localStorage: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.idToken && event.key !== STORAGE_KEYS.accessToken)
      return;
    const idToken = read(browserStorage.local(), STORAGE_KEYS.idToken);
    const accessToken = read(browserStorage.local(), STORAGE_KEYS.accessToken);
    const current = session.getState();
    if (idToken === current.idToken && accessToken === current.accessToken) return;
    if (!idToken && !accessToken) session.signOut();
    else session.setTokens({ idToken: idToken ?? '', accessToken: accessToken ?? '' });
  });
}
