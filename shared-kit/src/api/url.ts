/**
 * The api's browser URLs, without anything else of the client: the page's first requests (first-requests/) are
 * sent by scripts that run before the shared modules exist, and must ask for exactly the URL the client later would.
 */

export type Query = Record<string, string | number | boolean | null | undefined>;

/** Browser paths of the api: the bff proxies /api/* to the api (contract). */
export const API_PREFIX = '/api';

/** Serialises a query, skipping null and undefined values; '' when nothing is left. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The browser URL of an api path (without '/api') and its query: '/api/projects?status=Active'. */
export const apiUrl = (path: string, query?: Query): string => `${API_PREFIX}${path}${toQueryString(query)}`;
