// 'shared-kit/dev': the standalone dev host of every remote (dev builds only; not a Module Federation singleton).
export { startDevArea } from './start-dev-area.tsx';
export type { DevAreaLifecycles } from './dev-frame.tsx';
