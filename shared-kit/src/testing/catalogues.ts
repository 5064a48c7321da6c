import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type Catalogue = Readonly<Record<string, string>>;
/** A language's catalogue, or its loader (shared-kit/i18n's CatalogueLoader). */
type CatalogueOrLoader = Catalogue | (() => Promise<Catalogue | { default: Catalogue }>);

/** Each language's catalogue, its loader called. */
async function fetched(
  catalogues: Readonly<Record<string, CatalogueOrLoader>>,
): Promise<Record<string, Catalogue>> {
  const entries = await Promise.all(
    Object.entries(catalogues).map(async ([language, entry]) => {
      if (typeof entry !== 'function') return [language, entry] as const;
      const module = await entry();
      return [language, 'default' in module ? (module.default as Catalogue) : module] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The names of the ICU arguments a message uses, with their kind ('count:plural', 'name:argument'). */
function argumentsOf(elements: readonly MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

/**
 * What is wrong with a package's catalogues (docs/i18n.md), one line per problem: a key one language has and the
 * other lacks, a message that does not parse as ICU MessageFormat, a translation whose arguments differ from the
 * English (a `{count, plural, …}` left out shows the raw text). Empty when they are fine.
 */
export async function catalogueProblems(
  given: Readonly<Record<string, CatalogueOrLoader>>,
): Promise<string[]> {
  const catalogues = await fetched(given);
  const problems: string[] = [];
  const languages = Object.keys(catalogues);
  const english = catalogues.en ?? {};
  for (const language of languages) {
    const catalogue = catalogues[language]!;
    for (const other of languages)
      for (const key of Object.keys(catalogues[other]!))
        if (!(key in catalogue)) problems.push(`${language}: ${key} is missing (${other} has it)`);
    for (const [key, message] of Object.entries(catalogue)) {
      if (message.trim() === '') problems.push(`${language}: ${key} is empty`);
      let args: string;
      try {
        args = [...argumentsOf(parse(message))].sort().join(', ');
      } catch (error) {
        problems.push(`${language}: ${key} does not parse: ${(error as Error).message}`);
        continue;
      }
      if (language === 'en' || !(key in english)) continue;
      let englishArgs: string;
      try {
        englishArgs = [...argumentsOf(parse(english[key]!))].sort().join(', ');
      } catch {
        continue;
      }
      if (args !== englishArgs)
        problems.push(`${language}: ${key} uses {${args}} where en uses {${englishArgs}}`);
    }
  }
  return [...new Set(problems)];
}

/**
 * The English entries that differ from the seed texts they carry (`seeds`: key → the seed's text, copied character
 * for character from the requirements): English keeps every seed text exactly.
 */
export function seedTextProblems(english: Catalogue, seeds: Readonly<Record<string, string>>): string[] {
  return Object.entries(seeds)
    .filter(([key, seed]) => english[key] !== seed)
    .map(
      ([key, seed]) => `${key}: ${JSON.stringify(english[key])} is not the seed's ${JSON.stringify(seed)}`,
    );
}
