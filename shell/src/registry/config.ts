import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from 'shared-kit';

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
});

/** GET /config/remotes (bff registry): where each remote's manifest is right now. */
export interface RemoteEntry {
  name: RemoteName;
  entry: string;
  version?: string;
}

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

/** Where the bff puts /config/auth and /config/remotes inline in index.html (bff/src/static/boot.ts). */
export const BOOT_ELEMENT_ID = 'crewtime-boot';

/**
 * The start-up data the bff sent with the page, read once: the auth settings (or null) and the remote registry.
 * Null when the page came without it (a remote's dev server) or it is unreadable: the shell then asks the bff.
 */
export function readBootData(
  doc: Document = document,
): { auth: AuthConfig | null; remotes: RemoteEntry[] } | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = z.object({ auth: z.unknown(), remotes: z.unknown() }).parse(JSON.parse(text));
    const auth = authConfigSchema.safeParse(boot.auth);
    return { auth: auth.success ? auth.data : null, remotes: remoteEntriesOf(boot.remotes) };
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
