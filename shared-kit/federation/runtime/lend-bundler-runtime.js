// The shell's side of one federation runtime per page (remote side: borrow-bundler-runtime.js). A runtime plugin of
// the host build, run when the shell's runtime starts, before any area's remoteEntry.js: it lends the bundler
// runtime's functions, which work on the `webpackRequire` they are given, to the remotes' production builds.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The host exposes nothing, so its own bundler runtime leaves this out; a remote's container needs it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

export default function lendBundlerRuntime() {
  globalThis._FEDERATION_BUNDLER_RUNTIME = { ...bundlerRuntime, initContainerEntry, attachShareScopeMap };
  return { name: 'lend-bundler-runtime' };
}
