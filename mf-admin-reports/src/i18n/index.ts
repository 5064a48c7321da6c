import type { Catalogues } from 'shared-kit/i18n';
import en from './en.json';

/**
 * mf-admin-reports' own messages (keys `reports.…`): so far the printable timesheet report a foreman opens; the
 * area's other screens are English until their turn. A column's key is `reports.column.<its English header>`.
 */
export const REPORTS_CATALOGUES: Catalogues = {
  en,
  // Its own file, fetched only for a page in Spanish (shared-kit/i18n, CatalogueLoader).
  es: () => import(/* webpackChunkName: "messages-es" */ './es.json'),
};
