import { createAreaLifecycles } from 'shared-kit';
import { I18nProvider } from 'shared-kit/i18n';
import { REPORTS_CATALOGUES } from './i18n';
import { AreaRoutes } from './routes';

/** mf-admin-reports' screens in the page's language: its catalogue over the kit's (docs/i18n.md). */
function ReportsApp() {
  return (
    <I18nProvider catalogues={REPORTS_CATALOGUES}>
      <AreaRoutes />
    </I18nProvider>
  );
}
ReportsApp.preload = AreaRoutes.preload;
ReportsApp.titleOf = AreaRoutes.titleOf;

/** The whole public face of mf-admin-reports: single-spa lifecycles mounting its routes (exposed as './app'). */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  name: 'mf-admin-reports',
  App: ReportsApp,
});
