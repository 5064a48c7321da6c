// mf-startup.json: what a build tells the bff about its start, read off webpack's chunk graph, so the bff can hint a
// remote's start-up scripts with the page (bff/src/static/exposed-scripts.ts) instead of after remoteEntry.js has run.
const { JsonAsset } = require('./json-asset.cjs');

/** What a build tells the bff about its start (StartupSharedScripts): next to mf-manifest.json in dist/. */
const STARTUP_FILE = 'mf-startup.json';

/**
 * Writes `mf-startup.json`: the shared modules this build provides, the shared modules each exposed module needs
 * before it runs, and for each shared module it provides, the scripts of its own copy and the shared modules those
 * need in turn. A remote's exposed module runs only after Module Federation has loaded every shared module it
 * imports, and a shared-kit entry the shell does not use ('shared-kit/list', 'shared-kit/ui', …) comes from the
 * remote's own copy, requested only once remoteEntry.js has run: one more round trip before the first render
 * (issue 13). The manifest does not say which shared modules an exposed module needs, so this file does, from the
 * chunk graph, and the bff hints the scripts of the copies the shell will not provide with the page
 * (bff/src/static/exposed-scripts.ts). The exposed module's own scripts are there too (`js`).
 */
class StartupSharedScripts extends JsonAsset {
  constructor() {
    super('StartupSharedScripts', STARTUP_FILE, 'PROCESS_ASSETS_STAGE_ADDITIONAL', startupSharedOf);
  }
}

/** The shared modules a set of chunks imports: Module Federation loads each before the chunk's code runs. */
function consumedKeys(compilation, chunks) {
  const keys = new Set();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') keys.add(module.options.shareKey);
    }
  }
  return [...keys].sort();
}

/** The scripts of a set of chunks, each once and sorted (also what mf-first-requests.json lists). */
const scriptsOf = (chunks) =>
  [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();

/** The content of mf-startup.json for a compilation (StartupSharedScripts). */
function startupSharedOf(compilation) {
  const { chunkGraph } = compilation;
  const modules = [...compilation.modules];
  const shared = {};
  for (const provided of modules.filter((module) => module.type === 'provide-module')) {
    // An eager shared module is in the entry itself; a lazy one loads its chunks through its one async block.
    const block = provided.blocks[0];
    const group = block && chunkGraph.getBlockChunkGroup(block);
    const chunks = group ? group.chunks : [];
    shared[provided._name] = { js: scriptsOf(chunks), shared: consumedKeys(compilation, chunks) };
  }
  const exposes = {};
  // The container entry (remoteEntry.js): one async block per exposed module, named by its dependency.
  for (const container of modules.filter((module) => Array.isArray(module._exposes))) {
    for (const block of container.blocks) {
      const exposedName = block.dependencies[0]?.exposedName;
      const group = chunkGraph.getBlockChunkGroup(block);
      if (!exposedName || !group) continue;
      exposes[exposedName] = { js: scriptsOf(group.chunks), shared: consumedKeys(compilation, group.chunks) };
    }
  }
  return { provides: Object.keys(shared).sort(), exposes, shared };
}

module.exports = { STARTUP_FILE, StartupSharedScripts, scriptsOf };
