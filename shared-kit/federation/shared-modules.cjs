// What the shell and every remote share at run time, and how: one Module Federation container name per package, the
// singletons they negotiate (react, styled-components, react-query, shared-kit's host contract), shared-kit's
// libraries by the version of their source, and the federation runtime the host lends its remotes. Both sides of a
// page must compute the same answer, so it lives once.
const path = require('node:path');

const sharedKitPackage = require('../package.json');
const { HOST_CONTRACT } = require('./area-document.cjs');
const { libraryVersion } = require('./library-version.cjs');

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
 * The host contract's entries: one instance on the page, the shell's (DESIGN §3). The guard is an entry of its own so
 * that it loads with the forms, not on every page's critical path.
 */
const HOST_ENTRIES = new Set(['shared-kit/host', 'shared-kit/unsaved-changes']);

/**
 * What host and remotes share (DESIGN §3); versions come from the consuming package's dependencies. The framework
 * (react, react-dom, styled-components, react-query, react-hook-form) and shared-kit's host contract are singletons
 * the shell provides: the contract under its semver `hostContract` (the registry refuses a remote that needs more, so
 * the range always holds on a page). shared-kit's libraries are shared under the exact version of their source
 * (library-version.cjs): a remote built from other source runs its own copy, never an older one.
 * react-router-dom is not shared on its own: areas use it through the host contract (src/navigation/router.ts), which
 * keeps one instance and lets webpack tree-shake it.
 */
function sharedModules(packageJson) {
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
  const libraries = libraryVersion();
  const library = { singleton: false, version: libraries, requiredVersion: libraries, strictVersion: false };
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
        HOST_ENTRIES.has(entry) ? singleton(`^${HOST_CONTRACT}`, { version: HOST_CONTRACT }) : library,
      ]),
    ),
  };
}

/**
 * shared-kit's entry points that are not shared in the browser: node/api code, test helpers, build config, dev host,
 * and the page's first requests (bundled into the scripts that run before any shared module exists).
 */
const NOT_FEDERATED = new Set([
  './first-requests',
  './domain',
  './testing',
  './testing/seed-routes',
  './federation',
  './dev',
  './id-token',
  './id-token/attacks',
  './telemetry',
  './telemetry/tracing',
  './http-drain',
]);

/**
 * Every browser entry point of shared-kit ('shared-kit', 'shared-kit/host', 'shared-kit/ui', …), read from its
 * package.json `exports`. Each is shared on its own, so a page downloads an entry only when a screen on it imports
 * that entry, and areas built from the same source run one copy of it.
 */
function federatedEntries() {
  return Object.keys(sharedKitPackage.exports)
    .filter((subpath) => !NOT_FEDERATED.has(subpath))
    .map((subpath) => (subpath === '.' ? 'shared-kit' : `shared-kit/${subpath.slice(2)}`));
}

module.exports = {
  EXTERNAL_RUNTIME_PROVIDER,
  federationNameOf,
  sharedModules,
  HOST_ENTRIES,
  NOT_FEDERATED,
  federatedEntries,
};
