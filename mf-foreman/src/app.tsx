import { createAreaLifecycles } from 'shared-kit';
import { AreaRoutes } from './routes';

/** The whole public face of mf-foreman: single-spa lifecycles mounting its routes (exposed as './app'). */
export const { bootstrap, mount, unmount } = createAreaLifecycles({ name: 'mf-foreman', App: AreaRoutes });

// Saves and Submits made offline send themselves on any foreman page (issue 43); loaded after the page's own code.
void import('./timesheet-detail/queue-sender').then(({ startQueueSender }) => startQueueSender());
