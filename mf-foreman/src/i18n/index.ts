import type { Catalogues } from 'shared-kit/i18n';
import en from './en.json';
import es from './es.json';

/** mf-foreman's own messages (keys `foreman.…`), shipped with the area; the kit's come with shared-kit. */
export const FOREMAN_CATALOGUES: Catalogues = { en, es };
