import type { Catalogues } from 'shared-kit/i18n';
import en from './en.json';

/** mf-foreman's own messages (keys `foreman.…`), shipped with the area; the kit's come with shared-kit. */
export const FOREMAN_CATALOGUES: Catalogues = {
  en,
  // Its own file, fetched only for a page in Spanish (shared-kit/i18n, CatalogueLoader).
  es: () => import(/* webpackChunkName: "messages-es" */ './es.json'),
};
