import { createAreaLifecycles } from 'shared-kit';
import { AreaRoutes } from './routes';

/** The whole public face of mf-payroll: single-spa lifecycles mounting its routes (exposed as './app'). */
export const { bootstrap, mount, unmount } = createAreaLifecycles({ name: 'mf-payroll', App: AreaRoutes });
