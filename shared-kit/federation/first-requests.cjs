// The second build of a remote with a src/first-requests.ts: a plain bundle that sends its screen's first GETs while
// the shell and the remote still download, and mf-first-requests.json, which names it for the bff.
const path = require('node:path');

const { JsonAsset } = require('./json-asset.cjs');
const { swcRule } = require('./compile.cjs');
const { EagerCompileHint } = require('./compile-hint.cjs');
const { precompressed } = require('./compression.cjs');
const { scriptsOf } = require('./startup-document.cjs');

/** A remote's first-requests script (src/first-requests.ts, when it has one) and the file naming its build. */
const FIRST_REQUESTS_SOURCE = path.join('src', 'first-requests.ts');
const FIRST_REQUESTS_FILE = 'mf-first-requests.json';
const SHARED_KIT_SRC = path.join(__dirname, '..', 'src');

/** Writes mf-first-requests.json: `{ "js": [the first-requests entry's scripts] }`, for the bff to name in the page. */
class FirstRequestsManifest extends JsonAsset {
  constructor() {
    // At the report stage: after the compile hint went in, and the content hashes (and so the names) with it.
    super('FirstRequestsManifest', FIRST_REQUESTS_FILE, 'PROCESS_ASSETS_STAGE_REPORT', (compilation) => {
      const entry = compilation.entrypoints.get('first-requests');
      return { js: entry ? scriptsOf(entry.chunks) : [] };
    });
  }
}

/**
 * The build of a remote's first-requests script: a plain bundle, no Module Federation, so it runs the moment it
 * arrives, long before the shell has negotiated the shared modules; the bff names it in the page of a route the
 * remote owns (bff/src/static/boot.ts), and it sends that screen's first GETs (shared-kit/first-requests) while the
 * shell and the remote still download. It carries its own copy of the few pure shared-kit modules it uses: shared-kit
 * is marked free of side effects here, so only those are bundled, not the entries they are imported from. Built
 * after the remote's own build (which empties dist/), into the same folder.
 */
function firstRequestsConfig({ dir, outputPath, resolve, production, dependsOn }) {
  return {
    name: 'first-requests',
    dependencies: [dependsOn],
    context: dir,
    target: 'web',
    entry: { 'first-requests': `./${FIRST_REQUESTS_SOURCE}` },
    devtool: 'source-map',
    output: { path: outputPath, filename: '[name].[contenthash:8].js', publicPath: 'auto', clean: false },
    resolve,
    module: { rules: [swcRule(production), { include: SHARED_KIT_SRC, sideEffects: false }] },
    plugins: [new FirstRequestsManifest(), new EagerCompileHint(), ...precompressed()],
    performance: { hints: false },
  };
}

module.exports = { FIRST_REQUESTS_SOURCE, FIRST_REQUESTS_FILE, FirstRequestsManifest, firstRequestsConfig };
