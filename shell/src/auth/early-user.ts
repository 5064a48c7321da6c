/**
 * GET /api/user sent by the shell's entry script, before Module Federation has brought React and the shared modules
 * (on a first visit about 170 KiB still on their way): the answer then waits in memory for the user loader instead of
 * the request leaving after the shell's first render, as the last request before the page's largest paint.
 *
 * This module runs before the shared singletons exist, so it cannot use shared-kit: it reads the stored tokens itself
 * (the keys of shared-kit's STORAGE_KEYS, DESIGN §4) and takes over a plain 200 only. Anything else (401, an error,
 * no answer) is asked again through the api client, which knows what each means.
 */
const EARLY_USER_STORAGE_KEYS = { idToken: 'id_token', accessToken: 'access_token' } as const;
const EARLY_USER_URL = '/api/user';

let early: { bearer: string; response: Promise<Response | null> } | null = null;

const storedBearer = (storage: Storage): string | null => {
  try {
    return (
      storage.getItem(EARLY_USER_STORAGE_KEYS.idToken) || storage.getItem(EARLY_USER_STORAGE_KEYS.accessToken)
    );
  } catch {
    return null;
  }
};

/** Sends GET /api/user with the stored token (the id token, else the access token), if there is one. */
export function askUserEarly(storage: Storage = window.localStorage): void {
  const bearer = storedBearer(storage);
  if (!bearer) return;
  const response = fetch(EARLY_USER_URL, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` },
    credentials: 'same-origin',
  }).catch(() => null);
  early = { bearer, response };
}

/** The early answer's body when it was a 200 for this very token; null when there is none to take (ask again). */
export async function takeEarlyUser(bearer: string): Promise<{ body: unknown } | null> {
  const response = early?.bearer === bearer ? early.response : null;
  early = null;
  const answer = await response;
  if (!answer?.ok) return null;
  try {
    return { body: await answer.json() };
  } catch {
    return null;
  }
}
