import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { RemoteName } from '../registry/registry.ts';

/** The part of a Module Federation manifest (mf-manifest.json) that names the scripts of each exposed module. */
const manifestSchema = z.object({
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }),
    }),
  ),
});

/** What every remote exposes to the shell (shared-kit/federation: `exposes: { './app': … }`). */
const EXPOSED_MODULE = './app';
/** A file name the manifest may give: a chunk beside it, never a path out of the remote's folder. */
const CHUNK_FILE = /^[A-Za-z0-9_.-]+\.js$/;

/**
 * The scripts of the module a remote exposes, as the manifest of its build names them, for a registry entry that is
 * one of the remotes this bff serves (`/remotes/<name>/mf-manifest.json`): the page can ask for them with the shell's
 * own scripts instead of after them (issue 13). Anything else (a remote deployed elsewhere, a remoteEntry.js entry,
 * a build without a manifest) has none: the page then loads the module as before. Each manifest is read again only
 * when its file changes (a redeploy or a rebuild while the bff runs).
 */
export function exposedScriptsReader(
  remotes: ReadonlyArray<{ name: RemoteName; dist: string }>,
): (entry: string) => Promise<string[]> {
  const cache = new Map<string, { stamp: number; scripts: string[] }>();
  return async (entry) => {
    const remote = remotes.find(({ name }) => entry === `/remotes/${name}/mf-manifest.json`);
    if (!remote) return [];
    const file = path.join(remote.dist, 'mf-manifest.json');
    const stamp = (await stat(file).catch(() => undefined))?.mtimeMs;
    if (stamp === undefined) return [];
    const cached = cache.get(file);
    if (cached?.stamp === stamp) return cached.scripts;
    const manifest = manifestSchema.safeParse(
      await readFile(file, 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => null),
    );
    const sync = manifest.success
      ? (manifest.data.exposes.find((exposed) => exposed.path === EXPOSED_MODULE)?.assets.js.sync ?? [])
      : [];
    const scripts = sync
      .filter((name) => CHUNK_FILE.test(name))
      .map((name) => `/remotes/${remote.name}/${name}`);
    cache.set(file, { stamp, scripts });
    return scripts;
  };
}
