// The Module Federation runtime of this page (one place, so tests can replace it).
export { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
