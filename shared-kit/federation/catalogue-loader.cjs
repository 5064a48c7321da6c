// The catalogues (src/i18n/**/*.json of every package, docs/i18n.md) as a production build ships them: each message
// compiled to its ICU AST at build time, what `formatjs compile --ast` writes, so the browser formats them with
// intl-messageformat without FormatJS's message parser and its tables (FormatJS's documented production setup). The dev server and jest keep the
// JSON strings and the full parser.
const path = require('node:path');
const { createRequire } = require('node:module');

/** Where the formatter's own dependencies resolve (shared-kit's intl-messageformat, shared-kit/src/i18n/format.ts). */
const fromFormatter = createRequire(require.resolve('intl-messageformat'));

/** The parser the formatter itself runs on: the AST a build writes is the one it reads. */
const RUNTIME_PARSER_DIR = path.dirname(fromFormatter.resolve('@formatjs/icu-messageformat-parser'));

/** A package's catalogues: JSON under its src/i18n (shared-kit's are under src/i18n/kit). */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/](?:.+[\\/])?[^\\/]+\.json$/;

/** Rule of a production build: every catalogue through this loader (the module stays JSON, tree-shaken by key). */
const catalogueRule = () => ({ test: CATALOGUE, type: 'json', use: { loader: __filename } });

/**
 * `@formatjs/icu-messageformat-parser` → its `no-parser` build: the types and AST helpers without `parse`. Only for a
 * build whose catalogues went through catalogueRule: a string message would then throw at run time.
 */
const formatjsAliases = () => ({
  '@formatjs/icu-messageformat-parser$': path.join(RUNTIME_PARSER_DIR, 'no-parser.js'),
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
