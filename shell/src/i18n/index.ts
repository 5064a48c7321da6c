import type { Catalogues } from 'shared-kit/i18n';
import en from './en.json';
import es from './es.json';

/** The shell's own messages: the chrome and the shell's pages (keys `shell.…`). */
export const SHELL_CATALOGUES: Catalogues = { en, es };
