import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { RemoteName } from '../registry/registry.ts';

/**
 * What a production build says about its start (shared-kit/federation, StartupSharedScripts): the shared modules it
 * provides, the ones each exposed module needs before it runs, and the scripts of each shared module's own copy with
 * the shared modules those need in turn.
 */
const startupSchema = z.object({
  provides: z.array(z.string()),
  exposes: z.record(z.string(), z.object({ js: z.array(z.string()), shared: z.array(z.string()) })),
  shared: z.record(z.string(), z.object({ js: z.array(z.string()), shared: z.array(z.string()) })),
});
type Startup = z.infer<typeof startupSchema>;

/** The file each build writes next to its mf-manifest.json (shared-kit/federation: STARTUP_FILE). */
export const STARTUP_FILE = 'mf-startup.json';
/** What every remote exposes to the shell (shared-kit/federation: `exposes: { './app': … }`). */
const EXPOSED_MODULE = './app';
/** A file name the build may give: a chunk beside it, never a path out of the remote's folder. */
const CHUNK_FILE = /^[A-Za-z0-9_.-]+\.js$/;

/** A build's file `name` parsed with `schema`, read again only when the file changes (a redeploy or a rebuild). */
function buildFileReader<T>(name: string, schema: z.ZodType<T>): (dist: string) => Promise<T | null> {
  const cache = new Map<string, { stamp: number; value: T | null }>();
  return async (dist) => {
    const file = path.join(dist, name);
    const stamp = (await stat(file).catch(() => undefined))?.mtimeMs;
    if (stamp === undefined) return null;
    const cached = cache.get(file);
    if (cached?.stamp === stamp) return cached.value;
    const parsed = schema.safeParse(
      await readFile(file, 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => null),
    );
    const value = parsed.success ? parsed.data : null;
    cache.set(file, { stamp, value });
    return value;
  };
}

/** The file a remote's build writes when it has a first-requests script (shared-kit/federation: FIRST_REQUESTS_FILE). */
export const FIRST_REQUESTS_FILE = 'mf-first-requests.json';
const firstRequestsSchema = z.object({ js: z.array(z.string()) });

/**
 * What a page preloads of its area: the exposed module's scripts, and the remote's copies of shared modules; and the
 * remote's first-requests script, when its build has one (it runs as soon as it arrives and sends the opened
 * screen's first GETs, shared-kit/first-requests).
 */
export interface StartupScripts {
  exposed: string[];
  shared: string[];
  firstRequests?: string[];
}

const NONE: StartupScripts = { exposed: [], shared: [] };

/**
 * The scripts the exposed module needs before it runs: its own, and those of every shared module it needs (and
 * they need) that the shell does not provide, which Module Federation therefore takes from the remote's own copy.
 * Without the shell's list nothing shared is named: hinting the remote's copy of react, say, would only cost bandwidth.
 */
export function startupScriptsOf(remote: Startup, shellProvides: ReadonlySet<string> | null): StartupScripts {
  const exposed = remote.exposes[EXPOSED_MODULE];
  if (!exposed) return NONE;
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (!shellProvides || shellProvides.has(key) || seen.has(key)) return;
    seen.add(key);
    const own = remote.shared[key];
    if (!own) return;
    files.push(...own.js);
    own.shared.forEach(visit);
  };
  exposed.shared.forEach(visit);
  const own = exposed.js.filter((name) => CHUNK_FILE.test(name));
  return {
    exposed: own,
    shared: [...new Set(files)].filter((name) => CHUNK_FILE.test(name) && !own.includes(name)),
  };
}

/**
 * The scripts the page of a remote needs before its area renders, for a registry entry that is one of the remotes
 * this bff serves (`/remotes/<name>/mf-manifest.json`): its exposed module and the remote's own copies of the shared
 * modules the shell's build (`shellDist`) does not provide, so the page asks for them with the shell's scripts
 * instead of two round trips after them (issue 13). Anything else (a remote deployed elsewhere, a remoteEntry.js
 * entry, a build without mf-startup.json) has none: the page then loads them as before.
 */
export function exposedScriptsReader(
  remotes: ReadonlyArray<{ name: RemoteName; dist: string }>,
  shellDist: string,
): (entry: string) => Promise<StartupScripts> {
  const read = buildFileReader(STARTUP_FILE, startupSchema);
  const readFirstRequests = buildFileReader(FIRST_REQUESTS_FILE, firstRequestsSchema);
  return async (entry) => {
    const remote = remotes.find(({ name }) => entry === `/remotes/${name}/mf-manifest.json`);
    if (!remote) return NONE;
    const [own, shell, first] = await Promise.all([
      read(remote.dist),
      read(shellDist),
      readFirstRequests(remote.dist),
    ]);
    if (!own) return NONE;
    const scripts = startupScriptsOf(own, shell && new Set(shell.provides));
    const under = (name: string) => `/remotes/${remote.name}/${name}`;
    return {
      exposed: scripts.exposed.map(under),
      shared: scripts.shared.map(under),
      ...(first ? { firstRequests: first.js.filter((name) => CHUNK_FILE.test(name)).map(under) } : {}),
    };
  };
}
