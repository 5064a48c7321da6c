// Webpack + Module Federation settings shared by the shell (host) and every remote, so they negotiate the same
// singletons. Settings measured in ../../../shared/STACK.md: sub-path singletons, '[name].js' entry names,
// hashed chunks, manifest, loaded-first.
const path = require('node:path');
const fs = require('node:fs');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const sharedKitPackage = require('../package.json');
const { JsonAsset } = require('./json-asset.cjs');
const { AreaDocument, HostDocument, AREA_FILE, HOST_FILE } = require('./area-document.cjs');

/**
 * The runtime plugin behind `experiments.provideExternalRuntime`, by its ES module build: the option itself adds the
 * CommonJS build, which pulls a second copy of the federation runtime into the host (main.js 25.9 → 48.2 KiB gzip).
 */
const EXTERNAL_RUNTIME_PROVIDER = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** Module Federation container name of a remote: 'mf-foreman' → 'mf_foreman' (a container name must be an identifier). */
const federationNameOf = (name) => name.replace(/-/g, '_');

/**
 * Singletons shared by host and remotes (DESIGN §3); versions come from the consuming package's dependencies.
 * react-router-dom is not shared on its own: areas use it through shared-kit (src/navigation/router.ts), which
 * keeps one instance and lets webpack tree-shake it.
 */
function sharedSingletons(packageJson) {
  const deps = packageJson.dependencies || {};
  const required = (name) => {
    const range = deps[name];
    if (!range) throw new Error(`${packageJson.name} must depend on ${name} to share it`);
    return range;
  };
  const singleton = (requiredVersion, extra = {}) => ({
    singleton: true,
    requiredVersion,
    strictVersion: false,
    ...extra,
  });
  return {
    react: singleton(required('react')),
    'react/jsx-runtime': singleton(required('react')),
    'react/jsx-dev-runtime': singleton(required('react')),
    'react-dom': singleton(required('react-dom')),
    'react-dom/client': singleton(required('react-dom')),
    'styled-components': singleton(required('styled-components')),
    '@tanstack/react-query': singleton(required('@tanstack/react-query')),
    // 'shared-kit/form' is built on react-hook-form: one copy per page, so a remote's own useForm/FormProvider and the
    // platform's bound fields share one form context. Inert in a build that never imports it (the shell).
    'react-hook-form': singleton(sharedKitPackage.dependencies['react-hook-form']),
    ...Object.fromEntries(
      federatedEntries().map((entry) => [
        entry,
        singleton(`^${sharedKitPackage.version}`, { version: sharedKitPackage.version }),
      ]),
    ),
  };
}

/**
 * shared-kit's entry points that are not browser singletons: node/api code, test helpers, build config, dev host, and
 * the page's first requests (bundled into the scripts that run before any shared module exists).
 */
const NOT_FEDERATED = new Set([
  './first-requests',
  './domain',
  './testing',
  './federation',
  './dev',
  './id-token',
  './id-token/attacks',
]);

/**
 * Every browser entry point of shared-kit ('shared-kit', 'shared-kit/ui', 'shared-kit/list', …), read from its package.json
 * `exports`. Each is its own singleton, so a page downloads an entry only when a screen on it imports that entry, and every
 * area on the page runs the same instance of it (one form guard, one query-key table).
 */
function federatedEntries() {
  return Object.keys(sharedKitPackage.exports)
    .filter((subpath) => !NOT_FEDERATED.has(subpath))
    .map((subpath) => (subpath === '.' ? 'shared-kit' : `shared-kit/${subpath.slice(2)}`));
}

const DOMAIN_DIR = path.join(__dirname, '..', 'src', 'domain');

/** The src/domain modules on the root entry: those src/index.ts re-exports (`export * from './domain/x.ts'`). */
function rootDomainModules() {
  const rootIndex = fs.readFileSync(path.join(__dirname, '..', 'src', 'index.ts'), 'utf8');
  return new Set(
    [...rootIndex.matchAll(/^export \* from '\.\/domain\/([\w-]+\.ts)';$/gm)].map(([, file]) =>
      path.join(DOMAIN_DIR, file),
    ),
  );
}

/**
 * A domain module of a lazily shared entry ('shared-kit/master-data', …) imports the root's domain modules relatively,
 * because the api runs it too. In the browser that import is redirected to the root entry 'shared-kit', which
 * re-exports them, so the entry's chunk does not carry a second copy of enums, dates or the timesheet schemas.
 */
function lazyDomainImportsFromRoot() {
  const onRoot = rootDomainModules();
  return new NormalModuleReplacementPlugin(/^\.\/[\w-]+\.ts$/, (resolveData) => {
    const issuer = resolveData.contextInfo.issuer;
    if (!issuer || path.dirname(issuer) !== DOMAIN_DIR || onRoot.has(issuer)) return;
    if (onRoot.has(path.join(resolveData.context, resolveData.request))) resolveData.request = 'shared-kit';
  });
}

/**
 * The scripts the host's entry loads as soon as it runs: the chunks of its own dynamic imports (the async boundary
 * `import('./bootstrap')`) and of the singletons it provides, which Module Federation fetches while negotiating
 * them. The entrypoint's direct children in the chunk graph are exactly those; deeper ones (lazy screens, a
 * fallback another remote's version may replace) are not.
 */
function startupScripts(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const files = new Set();
  for (const group of entrypoint.getChildren()) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  // Largest first: over HTTP/1.1 a page gets six connections, so the later hints wait for a free one, and the file
  // that takes longest (react) must not be the one that waits.
  const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
  return [...files].sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}

/**
 * `<link rel="preload" as="script">` in the host's page for its start-up scripts, so they download with main.js
 * instead of one round trip after it has run (issue 13: round trips before the first area render). The entry script
 * itself is marked `fetchpriority="high"`: a deferred script is fetched at Low priority, so it queued behind every
 * High preload and was the last file of the start to arrive, though nothing runs before it does.
 */
class PreloadStartupScripts {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupScripts', (data) => {
        const links = startupScripts(compilation, 'main').map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
          }),
        );
        const headTags = data.headTags.map((tag) =>
          tag.tagName === 'script' && tag.attributes.src
            ? { ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } }
            : tag,
        );
        return { ...data, headTags: [...headTags, ...links] };
      });
    });
  }
}

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

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, while it streams in. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's compile hint at the top of every script of a production build. By default V8 compiles a function lazily,
 * on the main thread, the first time it is called; every chunk of the portal is split by page and screen and runs as
 * soon as it arrives, so that is nearly every function, and a trace of /foreman's start on a 4x slowed CPU spent most
 * of its main-thread parse and compile there. With the hint the compile happens on a background thread while the file
 * downloads (issue 13, measured in README, "Shared code and the page budget"). Added after minification, so the
 * minifier keeps it, and before the source maps and the pre-compressed copies are made, so both include it.
 */
class EagerCompileHint {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EagerCompileHint', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EagerCompileHint', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(EAGER_COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

/**
 * react-router 7 points every export condition at its development build (remix-run/react-router#12532, #14102), so a
 * production bundle carried its dev warnings and checks. Its production build is the same API: a production build of
 * the portal takes it by name.
 */
function productionAliases() {
  const root = path.dirname(require.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(root, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': path.join(root, 'dist', 'production', 'dom-export.mjs'),
  };
}

/**
 * `[name].[contenthash:8].js` for an entry chunk. The federation runtime module asks for the entry's file name while
 * the chunk is still being generated, only to learn its folder, when no content hash exists yet: it gets the plain
 * name (same folder), and the file itself is written under the hashed one.
 */
const hashedWhenKnown = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';

/** TypeScript and JSX through SWC, for every build of the portal. */
const swcRule = (production) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
  },
});

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
      alias: production ? productionAliases() : {},
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
        rules: [swcRule(production)],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationNameOf(name),
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes: { './app': './src/app.tsx' } } : {}),
          shared: sharedSingletons(packageJson),
          shareStrategy: 'loaded-first',
          manifest: kind === 'remote',
          dts: false,
          // Trim the federation runtime each build ships: browser only, and a remote never loads other remotes, so
          // its runtime needs neither remote loading nor the manifest snapshot code (remoteEntry.js 27.7 → 18.5 KiB gzip).
          experiments: {
            optimization: {
              target: 'web',
              ...(kind === 'remote' ? { disableRemote: true, disableSnapshot: true } : {}),
            },
            ...(kind === 'remote' && production ? { externalRuntime: true } : {}),
          },
          ...(kind === 'host' ? { runtimePlugins: [EXTERNAL_RUNTIME_PROVIDER] } : {}),
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
      ],
      // react, react-dom, react/jsx-runtime and the scheduler are four shared modules the page always needs together:
      // one file instead of four (three requests less before the first render, and 5 KiB less over the wire for the
      // better compression of one file; issue 13). The other libraries the shell starts with (react-query,
      // styled-components, zod, the router and single-spa, date-fns) are a second file, 'vendor', instead of five: over
      // HTTP/1.1 each request costs a round trip, and eight start-up files were more than the six connections, so two
      // waited for a free one. Only the host: a remote's copies are fallbacks it never loads.
      ...(kind === 'host' && production
        ? {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  react: {
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                    name: 'react',
                    chunks: 'all',
                    enforce: true,
                  },
                  vendor: {
                    test: /[\\/]node_modules[\\/](@tanstack|styled-components|stylis|zod|react-router|single-spa-react|single-spa|date-fns)[\\/]/,
                    name: 'vendor',
                    chunks: 'all',
                    enforce: true,
                  },
                },
              },
            },
          }
        : {}),
      // A remote provides its own copy of each shared-kit resource entry it uses (resources/keys, /timesheets, …), and
      // each copy was its own file of 0.4–1.6 KiB: five of the approver board's eight requests after remoteEntry.js.
      // They are always asked for together, so one file per remote (issue 13).
      ...(kind === 'remote' && production
        ? {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  kitResources: {
                    test: /[\\/]shared-kit[\\/]src[\\/]resources[\\/]/,
                    name: 'kit-resources',
                    chunks: 'async',
                    enforce: true,
                  },
                },
              },
            },
          }
        : {}),
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

/** What the bff serves pre-compressed (express-static-gzip): scripts, styles, the page, the manifest, icons. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * Brotli (`.br`, quality 11: made once at build time, so the slowest setting costs nothing per request) and gzip
 * (`.gz`) next to every compressible file above 1 KiB; the bff picks one by Accept-Encoding.
 */
function precompressed() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

module.exports = {
  createWebpackConfig,
  sharedSingletons,
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
};
