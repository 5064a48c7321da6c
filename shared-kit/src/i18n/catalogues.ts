import kitEnglish from './kit/en.json';
import type { Language } from '../domain/language.ts';

/**
 * One package's messages in one language: stable key ('foreman.timesheets.title') → ICU message. The JSON's string in
 * jest and the dev server; its ICU AST in a production build (shared-kit/federation/catalogue-loader.cjs), so format a
 * message (useIntl, useText, formatIn), never read an entry as its text.
 */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * How to fetch a language's catalogue: `() => import('./es.json')`. The build makes it a file of its own, so a page
 * downloads the messages of the language it shows and no other (English pages never carry the Spanish).
 */
export type CatalogueLoader = () => Promise<Catalogue | { default: Catalogue }>;

/**
 * One package's messages in every language of the portal: English in the package's code (the default, and what a
 * message falls back to), every other language a catalogue or its loader.
 */
export type Catalogues = Readonly<
  { en: Catalogue } & { [Other in Exclude<Language, 'en'>]: Catalogue | CatalogueLoader }
>;

/** What the kit itself renders (toasts, list and form platform, widgets, pickers, validation messages). */
export const KIT_CATALOGUES: Catalogues = {
  en: kitEnglish,
  es: () => import(/* webpackChunkName: "kit-messages-es" */ './kit/es.json'),
};

/** The catalogues fetched so far, by their loader; a fetch under way, so a catalogue is asked for once. */
const arrived = new WeakMap<CatalogueLoader, Catalogue>();
const underWay = new WeakMap<CatalogueLoader, Promise<void>>();

/** The package's catalogue of `language`, if it is here (in the code, or fetched). */
function catalogueOf(catalogues: Catalogues, language: Language): Catalogue | undefined {
  const entry = catalogues[language];
  return typeof entry === 'function' ? arrived.get(entry) : entry;
}

/** Whether the kit's and these packages' messages in `language` are all here, so a page can show it at once. */
export function cataloguesHere(language: Language, ...packages: readonly Catalogues[]): boolean {
  return [KIT_CATALOGUES, ...packages].every((catalogues) => catalogueOf(catalogues, language) !== undefined);
}

/**
 * Fetches the kit's and these packages' messages in `language` (each once; a failed fetch is tried again on the next
 * call). Rejects when one cannot be fetched (offline before the language was ever shown): the page stays in the
 * language it has.
 */
export async function loadCatalogues(language: Language, ...packages: readonly Catalogues[]): Promise<void> {
  await Promise.all(
    [KIT_CATALOGUES, ...packages].map((catalogues) => {
      const entry = catalogues[language];
      if (typeof entry !== 'function' || arrived.has(entry)) return undefined;
      let fetching = underWay.get(entry);
      if (!fetching) {
        fetching = entry().then(
          (module) => {
            arrived.set(entry, 'default' in module ? (module.default as Catalogue) : module);
          },
          (error: unknown) => {
            underWay.delete(entry);
            throw error;
          },
        );
        underWay.set(entry, fetching);
      }
      return fetching;
    }),
  );
}

/**
 * The messages a page shows in `language`: the kit's and the package's, over English, so a key a catalogue lacks
 * (a check in every package's tests refuses that, but a remote built before a kit change may meet one) or a catalogue
 * not fetched yet (cataloguesHere, loadCatalogues) shows in English rather than as its key.
 */
export function messagesFor(language: Language, ...packages: readonly Catalogues[]): Catalogue {
  const all = [KIT_CATALOGUES, ...packages];
  const english = Object.assign({}, ...all.map((catalogues) => catalogues.en)) as Record<string, string>;
  if (language === 'en') return english;
  return Object.assign(english, ...all.map((catalogues) => catalogueOf(catalogues, language) ?? {}));
}
