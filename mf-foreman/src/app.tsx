import { createAreaLifecycles } from 'shared-kit';
import { withCatalogues } from 'shared-kit/i18n';
import { FOREMAN_CATALOGUES } from './i18n';
import { AreaRoutes } from './routes';

/**
 * The whole public face of mf-foreman: single-spa lifecycles mounting its routes (exposed as './app'), in the page's
 * language with its catalogue over the kit's (docs/i18n.md).
 */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  name: 'mf-foreman',
  App: withCatalogues(AreaRoutes, FOREMAN_CATALOGUES),
});

// Saves and Submits made offline send themselves on any foreman page (issue 43); loaded after the page's own code.
void import('./timesheet-detail/queue-sender').then(({ startQueueSender }) => startQueueSender());
