import type { Catalogues } from 'shared-kit/i18n';
import en from './en.json';

/** The shell's own messages: the chrome and the shell's pages (keys `shell.…`). */
export const SHELL_CATALOGUES: Catalogues = {
  en,
  // Its own file, fetched only for a page in Spanish (shared-kit/i18n, CatalogueLoader).
  es: () => import(/* webpackChunkName: "messages-es" */ './es.json'),
};
