import { createRouteTable, type AppRoute } from 'shared-kit/domain';
import type { AuthConfig } from '../auth/config-route.ts';
import type { RemoteEntry } from '../registry/registry.ts';
import type { StartupScripts } from './exposed-scripts.ts';

/** The element the shell reads its start-up data from (shell/src/registry/boot.ts reads the same id). */
export const BOOT_ELEMENT_ID = 'crewtime-boot';

/** What the shell would otherwise ask /config/auth, /config/remotes and /config/routes for before it can load an area. */
export interface BootData {
  auth: AuthConfig | null;
  remotes: RemoteEntry[];
  /** The composed route table of the registered builds (registry.routes()): guards, navigation and titles. */
  routes: AppRoute[];
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators that end a JS string. */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The registry entry of the remote whose route (in the composed `routes`) matches `pathname`; none for the shell's. */
export function entryOwning(
  pathname: string,
  remotes: readonly RemoteEntry[],
  routes: readonly AppRoute[],
): RemoteEntry | undefined {
  const owner = createRouteTable(routes).match(pathname)?.route.owner;
  if (!owner || owner === 'shell') return undefined;
  return remotes.find((remote) => remote.name === owner);
}

/**
 * Preload hints for `remote`, the registry entry of the remote that owns the page (entryOwning): its remoteEntry.js
 * (the shell registers the remote by it; the manifest is no longer fetched in the browser) and `scripts`
 * (exposed-scripts.ts), the module it exposes and the remote's copies of the shared modules that needs, so they
 * download while the shell's own scripts run instead of one after another; and the remote's first-requests script,
 * when its build has one. The shared copies at low priority: the shell's scripts draw the page's heading (the largest
 * paint on most home pages) and must not share the connection with them; at high priority they had (Lighthouse's
 * replay of /payroll and /approver/projects with the CPU not slowed, median of 5: LCP 2.50 s at high, 2.41 at low,
 * 2.41 without these hints), and at low they still arrive long before the shell's last script.
 */
export function preloadLinksFor(
  remote: RemoteEntry | undefined,
  scripts: StartupScripts = { exposed: [], shared: [] },
): string[] {
  // Without its remoteEntry.js (its manifest unreadable) the area shows as unavailable: nothing of it is asked for.
  if (!remote?.remoteEntry) return [];
  const links = [`<link rel="preload" as="script" href="${attribute(remote.remoteEntry)}">`];
  // The remote's first-requests script (its build's mf-first-requests.json) sends the opened screen's first GETs the
  // moment it arrives (shared-kit/first-requests): `async`, as it waits for nothing and nothing waits for it. Named
  // after the area's first file, not before the shell's scripts: over HTTP/1.1 those five and that file take the
  // page's six connections, and taking one of them made a shell script wait (see README, "Shared code and the page
  // budget").
  for (const script of scripts.firstRequests ?? [])
    links.push(`<script async fetchpriority="high" src="${attribute(script)}"></script>`);
  for (const script of scripts.exposed)
    links.push(`<link rel="preload" as="script" href="${attribute(script)}">`);
  for (const script of scripts.shared)
    links.push(`<link rel="preload" as="script" fetchpriority="low" href="${attribute(script)}">`);
  return links;
}

/**
 * index.html with the start-up data inline (a JSON data block: never executed, so the CSP is untouched) and the
 * preload hints, placed before </head>. Saves the first page two sequential round trips (issue 13).
 */
export function withBootData(indexHtml: string, boot: BootData, preloads: readonly string[]): string {
  const block = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
  const head = [...preloads, block].join('');
  const at = indexHtml.indexOf('</head>');
  // A page without </head> still gets the data (the shell's deferred script reads it after parsing), at the end.
  return at === -1 ? `${indexHtml}${head}` : `${indexHtml.slice(0, at)}${head}${indexHtml.slice(at)}`;
}
