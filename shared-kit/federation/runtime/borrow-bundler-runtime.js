// A production remote's federation bundler runtime, borrowed from the shell (lend-bundler-runtime.js) instead of
// carried in its remoteEntry.js, as `experiments.externalRuntime` borrows the runtime core. The functions are the
// shell's; the state is this build's own: its runtime module (its federation instance) and its share scope.
// Of its runtime module the bundler runtime calls init() alone (webpack-bundler-runtime's init.js): taken by name, so
// the build leaves out the rest (loadRemote and the other functions of a host, with their error texts).
import { init } from '@module-federation/runtime';

const lent = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!lent) {
  throw new Error(
    'This remoteEntry.js runs on the federation runtime of the Crewtime shell, which is not on the page',
  );
}
const { attachShareScopeMap, ...functions } = lent;

export default {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...functions, S: {} },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
