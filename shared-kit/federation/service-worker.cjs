// The files the portal's service worker (shell/src/service-worker) keeps for offline use (issue 43). The shell's build
// compiles the worker with its own files' list injected (workbox's InjectManifest); each remote's build writes the list
// of its chunks beside mf-manifest.json, so the worker learns them from whichever build the registry points at.
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { JsonAsset } = require('./json-asset.cjs');

/** The worker's source in the shell and the file the bff serves at /sw.js (scope `/`). */
const SERVICE_WORKER_SOURCE = path.join('src', 'service-worker', 'sw.ts');
const SERVICE_WORKER_FILE = 'sw.js';
/** A remote's chunk list, beside its mf-manifest.json. */
const PRECACHE_FILE = 'mf-precache.json';

/** webpack's `[name].[contenthash:8].ext`: named by content, so a cached copy never goes stale. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * The shell's files the worker precaches: its hashed scripts. Not index.html (the bff writes the boot data into each
 * page, so the worker keeps the last page it got instead), nor source maps, compressed copies, licences or the build
 * documents only the bff reads (mf-host.json, mf-startup.json).
 */
const SHELL_PRECACHE_EXCLUDE = [/\.map$/, /\.(br|gz)$/, /\.LICENSE\.txt$/, /\.html$/, /^mf-[a-z-]+\.json$/];

/** The shell's service worker: shell/src/service-worker/sw.ts compiled to sw.js with the shell's file list inside. */
function shellServiceWorker(dir) {
  return new InjectManifest({
    swSrc: path.join(dir, SERVICE_WORKER_SOURCE),
    swDest: SERVICE_WORKER_FILE,
    exclude: SHELL_PRECACHE_EXCLUDE,
    // Hashed names are their own revision: fetched as they are, so the HTTP cache (immutable) answers on a first visit.
    dontCacheBustURLsMatching: HASHED,
  });
}

/** The file names a shared module's entry in mf-manifest.json lists. */
const assetsOf = (entry) =>
  ['js', 'css'].flatMap((kind) => [
    ...(entry.assets?.[kind]?.sync ?? []),
    ...(entry.assets?.[kind]?.async ?? []),
  ]);

/**
 * The hashed files of a remote's build the page may load: every hashed script and style sheet but the remote's own
 * copies of the singletons (react, react-dom, styled-components, …), which the shell always provides (DESIGN §3).
 * A file a singleton shares with anything else stays.
 */
function precachedFiles(assetNames, manifest) {
  const singletonOnly = new Set(manifest.shared.filter((shared) => shared.singleton).flatMap(assetsOf));
  const used = [...manifest.shared.filter((shared) => !shared.singleton), ...manifest.exposes].flatMap(
    assetsOf,
  );
  for (const file of used) singletonOnly.delete(file);
  return assetNames.filter((name) => HASHED.test(name) && !singletonOnly.has(name)).sort();
}

/** `mf-precache.json`: `{ "files": [...] }`, the remote's hashed files the worker keeps (cache-first: never stale). */
class AreaPrecacheList extends JsonAsset {
  constructor() {
    // At the report stage: the names are final and mf-manifest.json (made at the optimize-transfer stage) is there.
    super('AreaPrecacheList', PRECACHE_FILE, 'PROCESS_ASSETS_STAGE_REPORT', (compilation) => {
      const manifestAsset = compilation.getAsset('mf-manifest.json');
      if (!manifestAsset) throw new Error(`${PRECACHE_FILE} needs mf-manifest.json in the same build`);
      const manifest = JSON.parse(manifestAsset.source.source().toString());
      return { files: precachedFiles(Object.keys(compilation.assets), manifest) };
    });
  }
}

/** The plugins a production build adds for the service worker: the worker itself in the shell, the list in a remote. */
function serviceWorkerPlugins({ dir, kind }) {
  return kind === 'host' ? [shellServiceWorker(dir)] : [new AreaPrecacheList()];
}

module.exports = {
  serviceWorkerPlugins,
  precachedFiles,
  AreaPrecacheList,
  SERVICE_WORKER_FILE,
  PRECACHE_FILE,
  SHELL_PRECACHE_EXCLUDE,
};
