// jest setup (jest.preset.web.cjs): screens render inside mf-foreman's I18nProvider, as in app.tsx.
import { renderInCatalogues } from 'shared-kit/testing';
import { FOREMAN_CATALOGUES } from './i18n';

renderInCatalogues(FOREMAN_CATALOGUES);
