import { createAreaLifecycles } from 'shared-kit';
import { I18nProvider } from 'shared-kit/i18n';
import { FOREMAN_CATALOGUES } from './i18n';
import { AreaRoutes } from './routes';

/** mf-foreman's screens in the page's language: its catalogue over the kit's (docs/i18n.md). */
function ForemanApp() {
  return (
    <I18nProvider catalogues={FOREMAN_CATALOGUES}>
      <AreaRoutes />
    </I18nProvider>
  );
}
ForemanApp.preload = AreaRoutes.preload;
ForemanApp.titleOf = AreaRoutes.titleOf;

/** The whole public face of mf-foreman: single-spa lifecycles mounting its routes (exposed as './app'). */
export const { bootstrap, mount, unmount } = createAreaLifecycles({ name: 'mf-foreman', App: ForemanApp });
