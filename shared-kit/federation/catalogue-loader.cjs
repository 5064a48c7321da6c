// The catalogues (src/i18n/**/*.json of every package, docs/i18n.md) as a production build ships them: each message
// compiled to its ICU AST at build time, what `formatjs compile --ast` writes, so the browser runs react-intl without
// FormatJS's message parser and its tables (FormatJS's documented production setup). The dev server and jest keep the
// JSON strings and the full parser.
const path = require('node:path');
const { createRequire } = require('node:module');

/** Where react-intl's own dependencies resolve: the copies its formatter runs on. */
const fromReactIntl = createRequire(require.resolve('react-intl'));

/** The parser react-intl itself runs on: the AST a build writes is the one its formatter reads. */
const RUNTIME_PARSER_DIR = path.dirname(fromReactIntl.resolve('@formatjs/icu-messageformat-parser'));

/** A package's catalogues: JSON under its src/i18n (shared-kit's are under src/i18n/kit). */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/](?:.+[\\/])?[^\\/]+\.json$/;

/** Rule of a production build: every catalogue through this loader (the module stays JSON, tree-shaken by key). */
const catalogueRule = () => ({ test: CATALOGUE, type: 'json', use: { loader: __filename } });

/**
 * `@formatjs/icu-messageformat-parser` → its `no-parser` build, for every importer (react-intl, @formatjs/intl and
 * intl-messageformat each ask for it): the types and AST helpers without `parse`. Only for a build whose catalogues
 * went through catalogueRule: a string message would then throw at run time.
 *
 * And one copy of intl-messageformat and @formatjs/fast-memoize: npm cannot hoist them past e2e's older
 * intl-messageformat (lighthouse), so react-intl and @formatjs/intl each get their own identical copy, and a page
 * carried both (react-intl's chunk 8.0 → 7.7 KiB gzip). Both importers take react-intl's.
 */
const formatjsAliases = () => ({
  '@formatjs/icu-messageformat-parser$': path.join(RUNTIME_PARSER_DIR, 'no-parser.js'),
  'intl-messageformat$': fromReactIntl.resolve('intl-messageformat'),
  '@formatjs/fast-memoize$': fromReactIntl.resolve('@formatjs/fast-memoize'),
});

/** One catalogue's messages (key → ICU string) as key → AST; a message that does not parse fails the build, named. */
function compileCatalogue(messages, file = 'catalogue') {
  // An ES module: Node 22.12+ requires it as it is (jest compiles it, jest.preset.web.cjs).
  const { parse } = require(path.join(RUNTIME_PARSER_DIR, 'index.js'));
  if (messages === null || typeof messages !== 'object' || Array.isArray(messages)) {
    throw new Error(`${file}: a catalogue is one object of key → message`);
  }
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      if (typeof message !== 'string') throw new Error(`${file}: ${key} is not a message string`);
      try {
        return [key, parse(message)];
      } catch (error) {
        throw new Error(`${file}: ${key} does not parse as ICU MessageFormat (${error.message})`, {
          cause: error,
        });
      }
    }),
  );
}

/** The webpack loader: JSON text of a catalogue in, JSON text of its ASTs out. */
function catalogueLoader(source) {
  const file = path.relative(this.rootContext ?? process.cwd(), this.resourcePath);
  return JSON.stringify(compileCatalogue(JSON.parse(source), file));
}

module.exports = catalogueLoader;
module.exports.catalogueRule = catalogueRule;
module.exports.formatjsAliases = formatjsAliases;
module.exports.compileCatalogue = compileCatalogue;
module.exports.CATALOGUE = CATALOGUE;
