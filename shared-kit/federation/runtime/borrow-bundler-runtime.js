// A production remote's federation bundler runtime, borrowed from the shell (lend-bundler-runtime.js) instead of
// carried in its remoteEntry.js, as `experiments.externalRuntime` borrows the runtime core. The functions are the
// shell's; the state is this build's own: its runtime module (its federation instance) and its share scope.
import * as runtime from '@module-federation/runtime';

const lent = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!lent) {
  throw new Error(
    'This remoteEntry.js runs on the federation runtime of the Crewtime shell, which is not on the page',
  );
}
const { attachShareScopeMap, ...functions } = lent;

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...functions, S: {} },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
