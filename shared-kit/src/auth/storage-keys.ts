/** Storage as the browser gives it: it can be missing or throw (private mode, disabled cookies); then null. */
export const safeStorage =
  <S>(get: () => S): (() => S | null) =>
  () => {
    try {
      return get();
    } catch {
      return null;
    }
  };

/** The page's localStorage, or null where it cannot be had. */
export const localStorageOrNull = safeStorage(() => window.localStorage);

/** localStorage keys fixed by the seeds (SHELL-04, SHELL-06). */
export const STORAGE_KEYS = { idToken: 'id_token', accessToken: 'access_token', route: 'route' } as const;

/**
 * The bearer token a request carries (DESIGN §4: the id token, else the access token), read from storage itself: the
 * page's first requests (first-requests/) are sent before the session store exists. Null when none is stored or
 * storage cannot be read (private mode).
 */
export function storedBearer(storage: Pick<Storage, 'getItem'> | null | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.idToken) || storage?.getItem(STORAGE_KEYS.accessToken) || null;
  } catch {
    return null;
  }
}

/** Ours, not the seeds': the last GET /user answer of this sign-in (see AuthSession.userChecked). */
export const USER_STORAGE_KEY = 'crewtime.user';

/**
 * Binds a remembered user to the sign-in it came from: the last characters (the signature) of the sign-in's bearer
 * token, the id token, else the access token.
 */
export const signInMark = (bearer: string | null): string => (bearer ?? '').slice(-24);

/**
 * The GET /user answer remembered for the sign-in `mark` stands for, not yet checked against any schema (the caller
 * parses it); null when there is none, it is another sign-in's, or it cannot be read.
 */
export function rememberedAnswer(
  storage: Pick<Storage, 'getItem'> | null | undefined,
  mark: string,
): unknown {
  try {
    const stored = JSON.parse(storage?.getItem(USER_STORAGE_KEY) ?? 'null') as {
      mark?: unknown;
      user?: unknown;
    } | null;
    return mark && stored?.mark === mark ? (stored.user ?? null) : null;
  } catch {
    return null;
  }
}
