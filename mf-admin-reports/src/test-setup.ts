// jest setup (jest.preset.web.cjs): screens render inside mf-admin-reports' I18nProvider, as in app.tsx.
import { renderInCatalogues } from 'shared-kit/testing';
import { REPORTS_CATALOGUES } from './i18n';

renderInCatalogues(REPORTS_CATALOGUES);
