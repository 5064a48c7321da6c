import * as z from 'zod/mini';
import { REMOTE_NAMES, type AppRoute, type Permission, type RemoteName } from 'shared-kit';

/** GET /config/auth (bff): where and how the shell sends the browser to sign in. */
export const authConfigSchema = z.object({
  issuer: z.string(),
  clientId: z.string().check(z.minLength(1)),
  responseType: z.string().check(z.minLength(1)),
  scope: z.string().check(z.minLength(1)),
  prompt: z.nullish(z.string()),
  authorizationEndpoint: z.url(),
  redirectUri: z.nullish(z.string()),
  liveSiteUrl: z.nullish(z.string()),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

const remoteEntrySchema = z.object({
  name: z.string(),
  entry: z.string().check(z.minLength(1)),
  version: z.optional(z.string()),
  remoteEntry: z.optional(z.string().check(z.minLength(1))),
});

/** GET /config/remotes (bff registry): where each remote's build is right now. */
export interface RemoteEntry {
  name: RemoteName;
  /** What the team registered: the build's mf-manifest.json (or its remoteEntry.js); the page never fetches it. */
  entry: string;
  version?: string;
  /**
   * The build's remoteEntry.js, which the bff read from the manifest: the shell registers the remote by it, so the
   * federation runtime needs no manifest code. Absent while the bff cannot read the manifest (the area is unavailable).
   */
  remoteEntry?: string;
}

/** A title or label in other languages (docs/i18n.md): language code → text; the bff checked them on the repoint. */
const translations = z.record(z.string(), z.string());

/**
 * One row of the remotes' composed route table (GET /config/routes, the boot data's `routes`). The permission is any
 * name: the bff checked it against its permission table on the repoint, and a name this shell's build does not know
 * still guards the page (only a user whose roles list it passes). `public` is not read: no remote page skips sign-in.
 */
const appRouteSchema = z.object({
  path: z.string().check(z.startsWith('/')),
  owner: z.enum(REMOTE_NAMES),
  permission: z.nullable(z.custom<Permission>((value) => typeof value === 'string')),
  title: z.string(),
  titles: z.optional(translations),
  print: z.optional(z.boolean()),
  nav: z.optional(z.object({ label: z.string(), labels: z.optional(translations), order: z.number() })),
  navSection: z.optional(z.string()),
});

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

export async function fetchAuthConfig(): Promise<AuthConfig> {
  return authConfigSchema.parse(await getJson('/config/auth'));
}

/** The registry's entries for the five known remotes; unknown names and malformed rows are ignored. */
export async function fetchRemoteRegistry(): Promise<RemoteEntry[]> {
  return remoteEntriesOf(await getJson('/config/remotes'));
}

/** The remotes' routes as the bff composed them from the registered builds (DESIGN §2); malformed rows are ignored. */
export async function fetchRouteTable(): Promise<AppRoute[]> {
  return appRoutesOf(await getJson('/config/routes'));
}

/** Where the bff puts /config/auth, /config/remotes and /config/routes inline in index.html (bff/src/static/boot.ts). */
export const BOOT_ELEMENT_ID = 'crewtime-boot';

export interface BootData {
  auth: AuthConfig | null;
  remotes: RemoteEntry[];
  /** The remotes' routes; null when the page came without a list of them, so the shell asks /config/routes. */
  routes: AppRoute[] | null;
}

/**
 * The start-up data the bff sent with the page, read once: the auth settings (or null), the remote registry and the
 * remotes' routes. Null when the page came without it (a remote's dev server) or it is unreadable: the shell then asks
 * the bff.
 */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = z
      .object({ auth: z.unknown(), remotes: z.unknown(), routes: z.optional(z.unknown()) })
      .parse(JSON.parse(text));
    const auth = authConfigSchema.safeParse(boot.auth);
    return {
      auth: auth.success ? auth.data : null,
      remotes: remoteEntriesOf(boot.remotes),
      // Without a list (a bff from before the areas declared their routes) the routes are asked for, not taken as none.
      routes: Array.isArray(boot.routes) ? appRoutesOf(boot.routes) : null,
    };
  } catch {
    return null;
  }
}

function remoteEntriesOf(body: unknown): RemoteEntry[] {
  const rows = z.array(z.unknown()).parse(body);
  const entries: RemoteEntry[] = [];
  for (const row of rows) {
    const parsed = remoteEntrySchema.safeParse(row);
    if (!parsed.success || !isRemoteName(parsed.data.name)) continue;
    entries.push({ ...parsed.data, name: parsed.data.name });
  }
  return entries;
}

/** The valid rows of a route list: one remote's malformed route costs that route, not the other areas' pages. */
function appRoutesOf(body: unknown): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const row of z.array(z.unknown()).parse(body)) {
    const parsed = appRouteSchema.safeParse(row);
    if (parsed.success) routes.push(parsed.data);
  }
  return routes;
}
