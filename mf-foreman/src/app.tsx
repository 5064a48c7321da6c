import { createAreaLifecycles } from 'shared-kit';
import { AreaRoutes } from './routes';

/** The whole public face of mf-foreman: single-spa lifecycles mounting its routes (exposed as './app'). */
const App = () => <AreaRoutes />;

export const { bootstrap, mount, unmount } = createAreaLifecycles({ name: 'mf-foreman', App });
