import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { z } from 'zod';

import { REMOTE_NAMES, type AppRoute, type AreaRoute, type RemoteName } from 'shared-kit/domain';
import { parseAreaRoutes } from './area-route-schema.ts';
import { composeRoutes } from './compose.ts';
import { embeddedRoutesReader } from './embedded-routes.ts';

export { REMOTE_NAMES, type RemoteName };

export interface RemoteEntry {
  name: RemoteName;
  entry: string;
  version: string;
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

const ENTRY_FILES = ['mf-manifest.json', 'remoteEntry.js'];
/** Characters allowed in an entry: enough for URLs with ports and paths; nothing that could break a CSP header. */
const ENTRY_CHARACTERS = /^[A-Za-z0-9\-._~:/%+]+$/;
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

function endsWithEntryFile(pathname: string): boolean {
  return ENTRY_FILES.some((file) => pathname === `/${file}` || pathname.endsWith(`/${file}`));
}

/** An http(s) absolute URL or a `/`-relative path, ending in mf-manifest.json or remoteEntry.js. */
export function isValidEntry(entry: string): boolean {
  if (!ENTRY_CHARACTERS.test(entry) || !endsWithEntryFile(entry)) return false;
  if (entry.startsWith('/')) return !entry.startsWith('//') && !entry.split('/').includes('..');
  const url = URL.parse(entry);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (url.username || url.password || url.search || url.hash || !HOST_NAME.test(url.hostname)) return false;
  return endsWithEntryFile(url.pathname);
}

export const remoteUpdateSchema = z.object({
  entry: z
    .string({ error: 'entry is required' })
    .trim()
    .max(2048, 'entry is too long')
    .refine(
      isValidEntry,
      'entry must be an http(s) URL or a path starting with /, ending in mf-manifest.json or remoteEntry.js',
    ),
  version: z
    .string({ error: 'version is required' })
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/, 'version must be a version number such as 1.4.0'),
});
export type RemoteUpdate = z.infer<typeof remoteUpdateSchema>;

const registryFileSchema = z.object({ remotes: z.record(z.string(), z.unknown()) });

/** A repointed remote as the registry keeps it: where its build is, and the routes that build declared. */
interface Deployed extends RemoteUpdate {
  routes: AreaRoute[];
}

export interface RemoteRegistry {
  /** All five remotes in the canonical order: the deployed entry where one was set, else the embedded build. */
  list(): RemoteEntry[];
  /**
   * The composed route table (DESIGN §2): the routes of each remote's registered build (a repoint's as checked when
   * it was accepted, the embedded build's from its mf-area.json), REMOTE_NAMES order, then each build's own.
   */
  routes(): Promise<AppRoute[]>;
  /** Origins (scheme://host:port) of entries served from another origin: the CSP must allow them. */
  externalOrigins(): string[];
  /** Repoint `name` at a build whose routes route-check.ts accepted. */
  update(name: RemoteName, update: RemoteUpdate, routes: readonly AreaRoute[]): Promise<RemoteEntry>;
  /** Forget a deployed entry: back to the embedded build and its routes. */
  reset(name: RemoteName): Promise<RemoteEntry>;
}

function packageVersion(remotesRoot: string, name: RemoteName): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(remotesRoot, name, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function readOverrides(file: string, logger: Logger): Map<RemoteName, Deployed> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const parsed = registryFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a remote registry file: ${parsed.error.message}`);
  const overrides = new Map<RemoteName, Deployed>();
  for (const [name, value] of Object.entries(parsed.data.remotes)) {
    const valid = remoteUpdateSchema.safeParse(value);
    if (!isRemoteName(name) || !valid.success) continue;
    const routes = parseAreaRoutes((value as { routes?: unknown }).routes);
    // Saved before the registry kept routes: the shell could not guard or title that build's pages. The embedded
    // build serves until the team repoints again, which checks and stores the routes.
    if (routes === null) {
      logger.warn(
        { file, remote: name, entry: valid.data.entry },
        `${name}'s deployed entry in the registry file has no usable routes: serving the embedded build until it is repointed`,
      );
      continue;
    }
    overrides.set(name, { ...valid.data, routes });
  }
  return overrides;
}

/**
 * The run-time registry of remote entries (DESIGN §3). Defaults point at the builds embedded in this bff
 * (`/remotes/<name>/mf-manifest.json`, version from the remote's package.json, routes from its dist/mf-area.json); a
 * deploy repoints an entry, which is persisted with the build's routes in `<dataDir>/registry.json` and served to the
 * next page load.
 */
export function createRegistry(options: {
  dataDir: string;
  remotesRoot: string;
  logger: Logger;
}): RemoteRegistry {
  const file = path.join(options.dataDir, 'registry.json');
  const defaults = new Map<RemoteName, RemoteEntry>(
    REMOTE_NAMES.map((name) => [
      name,
      {
        name,
        entry: `/remotes/${name}/mf-manifest.json`,
        version: packageVersion(options.remotesRoot, name),
      },
    ]),
  );
  const embeddedRoutes = embeddedRoutesReader(options.remotesRoot, options.logger);
  const overrides = readOverrides(file, options.logger);
  let writes: Promise<void> = Promise.resolve();

  const entryOf = (name: RemoteName): RemoteEntry => {
    const override = overrides.get(name);
    return override
      ? { name, entry: override.entry, version: override.version }
      : (defaults.get(name) as RemoteEntry);
  };

  // Writes are serialised and atomic (temporary file + rename) so concurrent deploys never interleave a file.
  const persist = (): Promise<void> => {
    const body = `${JSON.stringify({ remotes: Object.fromEntries(overrides) }, null, 2)}\n`;
    writes = writes
      .catch(() => undefined)
      .then(async () => {
        await mkdir(options.dataDir, { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, body);
        await rename(temporary, file);
      });
    return writes;
  };

  return {
    list: () => REMOTE_NAMES.map(entryOf),
    routes: async () =>
      composeRoutes(
        await Promise.all(
          REMOTE_NAMES.map(async (name) => ({
            name,
            routes: overrides.get(name)?.routes ?? (await embeddedRoutes(name)),
          })),
        ),
      ),
    externalOrigins: () => {
      const origins = new Set<string>();
      for (const { entry } of REMOTE_NAMES.map(entryOf)) {
        if (!entry.startsWith('/')) origins.add(new URL(entry).origin);
      }
      return [...origins];
    },
    update: async (name, update, routes) => {
      overrides.set(name, { ...update, routes: [...routes] });
      await persist();
      return entryOf(name);
    },
    reset: async (name) => {
      overrides.delete(name);
      await persist();
      return entryOf(name);
    },
  };
}
