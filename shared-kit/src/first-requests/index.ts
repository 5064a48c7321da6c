// The entry 'shared-kit/first-requests': not a shared singleton but a few lines each script bundles for itself, for
// the scripts that run before Module Federation has brought the shared modules (the shell's entry script, an area's
// first-requests script). What they send waits on the page's window for the api client (sent.ts).
import { apiUrl, type Query } from '../api/url.ts';
import { rememberedAnswer, signInMark, storedBearer } from '../auth/storage-keys.ts';
import type { Permission } from '../domain/permissions.ts';
import type { RemoteName, RouteMatch } from '../domain/routes.ts';
import { sentRequests } from './sent.ts';

/** One GET of the api, as the api client is asked for it: the path without '/api', and its query. */
export interface ApiRequest {
  path: string;
  query?: Query;
}

const localStorageOrNull = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * Sends each GET now, with the stored token and the headers the api client sends, unless this page already has; the
 * api client takes the answer when it asks for the same URL (takeFirstRequest). Nothing is sent when no one is
 * signed in: the page is going to /login.
 */
export function sendFirstRequests(
  requests: readonly ApiRequest[],
  storage: Pick<Storage, 'getItem'> | null = localStorageOrNull(),
): void {
  const bearer = storedBearer(storage);
  if (!bearer) return;
  const sent = sentRequests();
  for (const { path, query } of requests) {
    const url = apiUrl(path, query);
    if (sent.has(url)) continue;
    const response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` },
      credentials: 'same-origin',
    }).catch(() => null);
    sent.set(url, { bearer, response, sentAt: Date.now() });
  }
}

/** What a screen's first requests are made from: the path's parameters and the page's query string. */
export interface ScreenRequestContext {
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
}

/** A screen's first GETs, the same its prefetch asks for (ScreenPrefetch), made without the shared modules. */
export type ScreenFirstRequests = (context: ScreenRequestContext) => ApiRequest[];

/**
 * Whether the GET /user answer remembered for the stored sign-in holds `permission`. The page's guard decides on that
 * same copy until GET /user answers (the shell), so the first requests go only where the area will mount: a screen the
 * user may not see asks for nothing (master-data-access.spec.ts). Read without a schema (this runs without zod): any
 * shape but roles with permission lists holds nothing.
 */
function rememberedUserHolds(storage: Pick<Storage, 'getItem'> | null, permission: Permission): boolean {
  // The mark of the stored sign-in: its bearer token (the id token, else the access token) is what it is made of.
  const mark = signInMark(storedBearer(storage), null);
  const user = rememberedAnswer(storage, mark) as { roles?: unknown } | null;
  return (
    Array.isArray(user?.roles) &&
    user.roles.some((role: { permissions?: unknown } | null) => {
      const permissions = role?.permissions;
      return Array.isArray(permissions) && permissions.includes(permission);
    })
  );
}

/**
 * An area's first-requests script: sends the first requests of the screen the opened page shows, when `match` (the
 * route table's match of the page's path, matchRoute) is a route of `area` that `screens` lists and the remembered
 * user of this sign-in may see it. A screen's requests that cannot be made (a bad query) are simply not sent: the
 * screen asks when it renders.
 */
export function sendScreenRequests(
  area: RemoteName,
  screens: Readonly<Record<string, ScreenFirstRequests>>,
  match: RouteMatch | null,
  search: string,
  storage: Pick<Storage, 'getItem'> | null = localStorageOrNull(),
): void {
  if (!match || match.route.owner !== area) return;
  const requestsOf = screens[match.route.path];
  if (!requestsOf) return;
  const { permission } = match.route;
  if (permission && !rememberedUserHolds(storage, permission)) return;
  let requests: ApiRequest[];
  try {
    requests = requestsOf({ params: match.params, search: new URLSearchParams(search) });
  } catch {
    return;
  }
  sendFirstRequests(requests, storage);
}
