// Webpack + Module Federation settings shared by the shell (host) and every remote, so they negotiate the same
// singletons. Settings measured in ../../../shared/STACK.md: sub-path singletons, '[name].js' entry names,
// hashed chunks, manifest, loaded-first. Each concern is a module beside this one; this file puts them together.
const path = require('node:path');
const fs = require('node:fs');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const { AreaDocument, HostDocument, AREA_FILE, HOST_FILE } = require('./area-document.cjs');
const {
  EXTERNAL_RUNTIME_PROVIDER,
  federationNameOf,
  sharedModules,
  federatedEntries,
} = require('./shared-modules.cjs');
const { sharedChunks } = require('./shared-chunks.cjs');
const { lazyDomainImportsFromRoot } = require('./domain-imports.cjs');
const { productionAliases, hashedWhenKnown, swcRule } = require('./compile.cjs');
const { catalogueRule } = require('./catalogue-loader.cjs');
const { startupScripts, PreloadStartupScripts } = require('./startup-preloads.cjs');
const { StartupSharedScripts, STARTUP_FILE } = require('./startup-document.cjs');
const { EagerCompileHint, EAGER_COMPILE_HINT } = require('./compile-hint.cjs');
const { precompressed } = require('./compression.cjs');
const { FIRST_REQUESTS_SOURCE, FIRST_REQUESTS_FILE, firstRequestsConfig } = require('./first-requests.cjs');
const { serviceWorkerPlugins, PRECACHE_FILE, SERVICE_WORKER_FILE } = require('./service-worker.cjs');

/**
 * One federation runtime per page, its bundler half too: the shell lends the bundler runtime's functions
 * (runtime/lend-bundler-runtime.js) and a production remote's remoteEntry.js borrows them (runtime/borrow-bundler-
 * runtime.js, in place of the file the federation entry imports) instead of carrying a copy: remoteEntry.js 8.7 →
 * 5.4 KiB gzip, the shell's main.js +0.3. The same price as `externalRuntime`: an upgrade of the federation packages
 * ships in the shell first.
 */
const BUNDLER_DIST = path.dirname(require.resolve('@module-federation/webpack-bundler-runtime'));
const LEND_BUNDLER_RUNTIME = path.join(__dirname, 'runtime', 'lend-bundler-runtime.js');
const BORROW_BUNDLER_RUNTIME = {
  [`${path.join(BUNDLER_DIST, 'bundler.js')}$`]: path.join(__dirname, 'runtime', 'borrow-bundler-runtime.js'),
};

/**
 * Full webpack config for a package of the portal.
 * @param {{ dir: string, kind: 'host' | 'remote', devPort: number }} options
 */
function createWebpackConfig({ dir, kind, devPort }) {
  const packageJson = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const name = packageJson.name;
  const buildVersion = process.env.BUILD_VERSION || packageJson.version;
  const bffOrigin = process.env.BFF_ORIGIN || 'http://localhost:8080';
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // A remote's standalone dev page is the one of shared-kit's dev host (src/dev), unless the remote brings its own.
    const ownTemplate = path.join(dir, 'src', 'index.html');
    const template =
      kind === 'remote' && !fs.existsSync(ownTemplate)
        ? path.join(__dirname, '..', 'src', 'dev', 'index.html')
        : ownTemplate;
    // BUILD_OUTPUT_DIR lets CI build a second copy of a remote (a "redeploy") without touching dist/.
    const outputPath = process.env.BUILD_OUTPUT_DIR
      ? path.resolve(process.env.BUILD_OUTPUT_DIR)
      : path.join(dir, 'dist');
    const resolve = {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      alias: production
        ? { ...productionAliases(), ...(kind === 'remote' ? BORROW_BUNDLER_RUNTIME : {}) }
        : {},
    };
    const build = {
      name,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        publicPath: kind === 'host' ? '/' : 'auto',
        // The host's entry is named by its content too: index.html (never cached) names it, so a repeat visit runs
        // it from the cache instead of asking the server first (one round trip on every page load, issue 13). A
        // remote's main.js is its standalone dev page only; the portal loads it through remoteEntry.js.
        filename: kind === 'host' && production ? hashedWhenKnown : '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: federationNameOf(name),
        clean: true,
      },
      resolve,
      module: {
        // Production: the catalogues as ICU ASTs, for the parser-free formatter of productionAliases().
        rules: [swcRule(production), ...(production ? [catalogueRule()] : [])],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationNameOf(name),
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes: { './app': './src/app.tsx' } } : {}),
          shared: sharedModules(packageJson),
          shareStrategy: 'loaded-first',
          manifest: kind === 'remote',
          dts: false,
          // Trim the federation runtime each build ships: browser only, and a remote never loads other remotes, so
          // its runtime needs neither remote loading nor the manifest snapshot code (remoteEntry.js 27.7 → 18.5 KiB gzip).
          // Nor does the host's: the page registers each remote by the remoteEntry.js the bff read from its manifest
          // (bff/src/registry/remote-entry.ts) and fetches no manifest (main.js 27.3 → 25.8 KiB gzip).
          experiments: {
            optimization: {
              target: 'web',
              disableSnapshot: true,
              ...(kind === 'remote' ? { disableRemote: true } : {}),
            },
            ...(kind === 'remote' && production ? { externalRuntime: true } : {}),
          },
          ...(kind === 'host' ? { runtimePlugins: [EXTERNAL_RUNTIME_PROVIDER, LEND_BUNDLER_RUNTIME] } : {}),
        }),
        lazyDomainImportsFromRoot(),
        new DefinePlugin({
          __BUILD_VERSION__: JSON.stringify(buildVersion),
          __PACKAGE_NAME__: JSON.stringify(name),
        }),
        ...(fs.existsSync(template) && (kind === 'host' || !production)
          ? [new HtmlWebpackPlugin({ template, title: 'Crewtime' })]
          : []),
        ...(kind === 'host' && production ? [new PreloadStartupScripts()] : []),
        kind === 'host' ? new HostDocument() : new AreaDocument({ name, version: buildVersion, dir }),
        ...(production ? [new StartupSharedScripts()] : []),
        ...(production ? [new EagerCompileHint(), ...precompressed()] : []),
        // Offline (docs/offline.md): production only, so the dev server and its hot reload never meet a worker.
        ...(production ? serviceWorkerPlugins({ dir, kind }) : []),
      ],
      ...sharedChunks({ kind, production }),
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // A remote alone in dev talks to the running bff for /api, /config and the IdP settings.
        proxy: [{ context: ['/api', '/config', '/remotes'], target: bffOrigin, changeOrigin: true }],
      },
    };
    const firstRequests =
      kind === 'remote' && production && fs.existsSync(path.join(dir, FIRST_REQUESTS_SOURCE));
    return firstRequests
      ? [build, firstRequestsConfig({ dir, outputPath, resolve, production, dependsOn: name })]
      : build;
  };
}

// The names build tests and tools have required from 'shared-kit/federation' (each is defined in its own module).
module.exports = {
  createWebpackConfig,
  sharedModules,
  federatedEntries,
  federationNameOf,
  productionAliases,
  startupScripts,
  EagerCompileHint,
  EAGER_COMPILE_HINT,
  StartupSharedScripts,
  STARTUP_FILE,
  FIRST_REQUESTS_FILE,
  AREA_FILE,
  HOST_FILE,
  PRECACHE_FILE,
  SERVICE_WORKER_FILE,
};
