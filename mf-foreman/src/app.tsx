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

/**
 * How long after the area's code has run the offline queue's sender starts. Started at once, its code and the shell's
 * 'shared-kit/offline-queue' (2.9 KiB gzip) were asked for before /foreman's rows; the shell's header line waits as
 * long (STATUS_DELAY_MS in shell/src/chrome/offline-queue.tsx), so both take the one copy of the queue it downloads.
 */
const QUEUE_SENDER_DELAY_MS = 1500;

// Saves and Submits made offline send themselves on any foreman page (issue 43), after its first content.
setTimeout(() => {
  void import('./timesheet-detail/queue-sender').then(({ startQueueSender }) => startQueueSender());
}, QUEUE_SENDER_DELAY_MS);
