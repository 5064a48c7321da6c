import { z } from 'zod';
import { readBuildDocument } from './build-check.ts';
import { isBuildFileUrl } from './build-url.ts';

/**
 * What the bff reads of a build's mf-manifest.json: where its remoteEntry.js is (`metaData.remoteEntry`, relative to
 * `metaData.publicPath`). A manifest with `getPublicPath` (code to run in the browser) has no publicPath to read.
 */
const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
    publicPath: z.string(),
  }),
});

const MANIFEST_FILE = 'mf-manifest.json';

/** `path` and `name` of metaData.remoteEntry joined as the federation runtime joins them (sdk: simpleJoinRemoteEntry). */
function joinRemoteEntry(folder: string, name: string): string {
  const trimmed = folder === '.' ? '' : folder.replace(/^\.\//, '').replace(/^\//, '').replace(/\/$/, '');
  return trimmed ? `${trimmed}/${name}` : name;
}

const isScript = (pathname: string): boolean => pathname.endsWith('.js');

/**
 * The URL of the remoteEntry.js the manifest at `manifestUrl` names, as the federation runtime would compute it from
 * the manifest (its publicPath, `auto` or empty being the manifest's folder, then the entry's path and name); null
 * when the manifest names none the portal may load (no publicPath, a URL outside isBuildFileUrl's rules).
 */
export function remoteEntryOfManifest(manifestUrl: string, manifest: unknown): string | null {
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) return null;
  const { remoteEntry, publicPath } = parsed.data.metaData;
  const base = publicPath === 'auto' || publicPath === '' ? manifestUrl.replace(/[^/]+$/, '') : publicPath;
  const url = `${base}${joinRemoteEntry(remoteEntry.path, remoteEntry.name)}`;
  return isBuildFileUrl(url, isScript) ? url : null;
}

/**
 * The remoteEntry.js of the build a registry entry names: read from its mf-manifest.json (over HTTP, or from the bff's
 * own builds for a `/remotes/…` entry), or the entry itself when it is a remoteEntry.js. The shell registers the
 * remote by it, so the browser never fetches the manifest. Throws with a message for the deployer.
 */
export async function locateRemoteEntry(entry: string, remotesRoot: string): Promise<string> {
  if (!entry.endsWith(`/${MANIFEST_FILE}`)) return entry;
  const remoteEntry = remoteEntryOfManifest(entry, await readBuildDocument(entry, remotesRoot));
  if (remoteEntry === null)
    throw new Error(
      `${entry} names no remoteEntry.js the portal can load (metaData.remoteEntry, publicPath)`,
    );
  return remoteEntry;
}
