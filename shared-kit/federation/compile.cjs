// How the portal's source becomes scripts, in every build (a package's own and its first-requests script):
// TypeScript and JSX through SWC, react-router's production build and the parser-free message formatter in production, and
// content-hashed entry names.
const path = require('node:path');
const { formatjsAliases } = require('./catalogue-loader.cjs');

/**
 * What a production build takes by name instead of what the packages resolve to.
 *
 * react-router 7 points every export condition at its development build (remix-run/react-router#12532, #14102), so a
 * production bundle carried its dev warnings and checks. Its production build is the same API: a production build of
 * the portal takes it by name.
 *
 * FormatJS's message parser: the catalogues are compiled to ASTs at build time (catalogue-loader.cjs, in the same
 * builds), so the browser gets its `no-parser` build instead of the parser and its tables.
 */
function productionAliases() {
  const root = path.dirname(require.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(root, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': path.join(root, 'dist', 'production', 'dom-export.mjs'),
    ...formatjsAliases(),
  };
}

/**
 * `[name].[contenthash:8].js` for an entry chunk. The federation runtime module asks for the entry's file name while
 * the chunk is still being generated, only to learn its folder, when no content hash exists yet: it gets the plain
 * name (same folder), and the file itself is written under the hashed one.
 */
const hashedWhenKnown = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';

/** TypeScript and JSX through SWC, for every build of the portal. */
const swcRule = (production) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
  },
});

module.exports = { productionAliases, hashedWhenKnown, swcRule };
