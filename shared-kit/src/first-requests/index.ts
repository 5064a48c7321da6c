// The entry 'shared-kit/first-requests': not a shared singleton but a few lines each script bundles for itself, for
// the scripts that run before Module Federation has brought the shared modules (the shell's entry script, an area's
// first-requests script). What they send waits on the page's window for the api client (sent.ts).
import { apiUrl, type Query } from '../api/url.ts';
import { localStorageOrNull, rememberedAnswer, signInMark, storedBearer } from '../auth/storage-keys.ts';
import { hasPermission, type RoleHolder } from '../domain/permission-check.ts';
import type { Permission } from '../domain/permissions.ts';
import type { RemoteName, RouteMatch } from '../domain/routes.ts';
import { sentRequests } from './sent.ts';

/** One GET of the api, as the api client is asked for it: the path without '/api', and its query. */
export interface ApiRequest {
  path: string;
  query?: Query;
}

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

/** A stored answer with roles that carry permission lists: the part of GET /user a permission check reads. */
const isRoleHolder = (answer: unknown): answer is RoleHolder => {
  const roles = (answer as { roles?: unknown } | null)?.roles;
  return (
    Array.isArray(roles) &&
    roles.every((role: { permissions?: unknown } | null) => Array.isArray(role?.permissions))
  );
};

/**
 * Whether the GET /user answer remembered for the stored sign-in holds `permission`. The page's guard decides on that
 * same copy until GET /user answers (the shell), so the first requests go only where the area will mount: a screen the
 * user may not see asks for nothing (master-data-access.spec.ts). Read without the user schema (this runs without
 * zod): an answer of any other shape holds nothing.
 */
function rememberedUserHolds(storage: Pick<Storage, 'getItem'> | null, permission: Permission): boolean {
  const answer = rememberedAnswer(storage, signInMark(storedBearer(storage)));
  return isRoleHolder(answer) && hasPermission(answer, permission);
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
