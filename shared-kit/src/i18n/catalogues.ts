import kitEnglish from './kit/en.json';
import kitSpanish from './kit/es.json';
import type { Language } from '../domain/language.ts';

/**
 * One package's messages in one language: stable key ('foreman.timesheets.title') → ICU message. The JSON's string in
 * jest and the dev server; its ICU AST in a production build (shared-kit/federation/catalogue-loader.cjs), so format a
 * message (useIntl, useText, formatIn), never read an entry as its text.
 */
export type Catalogue = Readonly<Record<string, string>>;
/** One package's messages in every language of the portal. */
export type Catalogues = Readonly<Record<Language, Catalogue>>;

/** What the kit itself renders (toasts, list and form platform, widgets, pickers, validation messages). */
export const KIT_CATALOGUES: Catalogues = { en: kitEnglish, es: kitSpanish };

/**
 * The messages a page shows in `language`: the kit's and the package's, over English, so a key a catalogue lacks
 * (a check in every package's tests refuses that, but a remote built before a kit change may meet one) shows in
 * English rather than as its key.
 */
export function messagesFor(language: Language, ...packages: readonly Catalogues[]): Catalogue {
  const all = [KIT_CATALOGUES, ...packages];
  const english = Object.assign({}, ...all.map((catalogues) => catalogues.en)) as Record<string, string>;
  if (language === 'en') return english;
  return Object.assign(english, ...all.map((catalogues) => catalogues[language]));
}
