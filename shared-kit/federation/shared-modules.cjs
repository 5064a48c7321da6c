// What the shell and every remote share at run time, and how: one Module Federation container name per package, the
// singletons they negotiate (react, styled-components, react-query, each browser entry of shared-kit) and the
// federation runtime the host lends its remotes. Both sides of a page must compute the same answer, so it lives once.
const path = require('node:path');

const sharedKitPackage = require('../package.json');

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

module.exports = {
  EXTERNAL_RUNTIME_PROVIDER,
  federationNameOf,
  sharedSingletons,
  NOT_FEDERATED,
  federatedEntries,
};
