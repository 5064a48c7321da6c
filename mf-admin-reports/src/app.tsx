import { createAreaLifecycles } from 'shared-kit';
import { withCatalogues } from 'shared-kit/i18n';
import { REPORTS_CATALOGUES } from './i18n';
import { AreaRoutes } from './routes';

/**
 * The whole public face of mf-admin-reports: single-spa lifecycles mounting its routes (exposed as './app'), in the
 * page's language with its catalogue over the kit's (docs/i18n.md).
 */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  name: 'mf-admin-reports',
  App: withCatalogues(AreaRoutes, REPORTS_CATALOGUES),
});
