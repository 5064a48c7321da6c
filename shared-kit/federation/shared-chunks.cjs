// How a production build packs the shared modules it starts with into files: over HTTP/1.1 every request before the
// first render costs a round trip (issue 13), so modules that are always fetched together ship as one file.

/**
 * shared-kit's libraries the shell's chrome loads only after the page's content (issue 43: the offline queue's line in
 * the header), with what they bring: kept out of the start-up 'kit' file and of the start-up preloads
 * (startup-preloads.cjs), so no page downloads them before its first render. Not 'shared-kit/ui' (the Sign Out
 * warning's dialog): the shell provides it, so an area's first render takes the shell's copy, which must then come
 * with the page's start-up files, not be asked for after remoteEntry.js has run (composition.spec.ts).
 */
const LOADED_AFTER_CONTENT =
  /[\\/]shared-kit[\\/]src[\\/]offline-queue[\\/]|[\\/]node_modules[\\/]idb-keyval[\\/]/;

/**
 * Libraries of the shell's own code loaded after the page's content (issue 43): React Query's persister of the reads
 * kept offline (shell/src/offline/kept-reads-later.ts asks for it). Kept out of the start-up 'vendor' file, which
 * takes every other @tanstack package.
 */
const SHELL_LOADED_AFTER_CONTENT =
  /[\\/]node_modules[\\/]@tanstack[\\/]query-(?:persist-client-core|async-storage-persister)[\\/]/;

/**
 * The kit's catalogues other than English: each is a file of its own that a page asks for only in that language
 * (shared-kit/i18n, CatalogueLoader), never part of the start-up 'kit' file that every English page downloads.
 */
const OTHER_LANGUAGE = /[\\/]src[\\/]i18n[\\/](?:.+[\\/])?(?!en\.json$)[^\\/]+\.json$/;

/**
 * The `optimization` a build adds to webpack's defaults: the host joins its start-up libraries, a remote its copies
 * of shared-kit's resource entries; a development build keeps the defaults.
 * @param {{ kind: 'host' | 'remote', production: boolean }} options
 */
function sharedChunks({ kind, production }) {
  if (production && kind === 'host') {
    // react, react-dom, react/jsx-runtime and the scheduler are four shared modules the page always needs together:
    // one file instead of four (three requests less before the first render, and 5 KiB less over the wire for the
    // better compression of one file; issue 13). The other libraries the shell starts with (react-query,
    // styled-components, zod, the router and single-spa, date-fns, intl-messageformat) are a second file, 'vendor', instead of six: over
    // HTTP/1.1 each request costs a round trip, and eight start-up files were more than the six connections, so two
    // waited for a free one. Only the host: a remote's copies are fallbacks it never loads.
    return {
      optimization: {
        splitChunks: {
          cacheGroups: {
            react: {
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              name: 'react',
              chunks: 'all',
              enforce: true,
            },
            vendor: {
              test: (module) =>
                /[\\/]node_modules[\\/](@tanstack|styled-components|stylis|zod|react-router|single-spa-react|single-spa|date-fns|@formatjs|intl-messageformat)[\\/]/.test(
                  module.nameForCondition?.() ?? '',
                ) && !SHELL_LOADED_AFTER_CONTENT.test(module.nameForCondition?.() ?? ''),
              name: 'vendor',
              chunks: 'all',
              enforce: true,
            },
            // shared-kit's host contract ('shared-kit/host') and its root library ('shared-kit', which re-exports the
            // contract) are two shared modules the shell always starts with, and the UI they both use would be a
            // third file: one file, so the shell's start stays within HTTP/1.1's six connections with the area's
            // manifest. The lazily shared entries the shell never imports are not in its build, and what the entry
            // itself runs first (shared-kit/first-requests) stays in the entry: only the async chunks are joined. The
            // area overview stays a chunk of its own: it loads only for a route whose screen is not built yet; so do
            // the libraries LOADED_AFTER_CONTENT.
            kit: {
              test: (module) =>
                /[\\/]shared-kit[\\/]src[\\/](?!lifecycles[\\/]area-overview\.tsx$)/.test(
                  module.resource ?? '',
                ) &&
                !LOADED_AFTER_CONTENT.test(module.resource ?? '') &&
                !OTHER_LANGUAGE.test(module.resource ?? ''),
              name: 'kit',
              chunks: 'async',
              enforce: true,
            },
            // The shell's copy of the offline queue with idb-keyval (which the kept reads use too), one file under a
            // name: it loads after the content on every page but /foreman, and composition.spec.ts tells it from the
            // start-up files by that name (numbered, idb-keyval was two files of its own besides).
            offlineQueue: {
              test: (module) => LOADED_AFTER_CONTENT.test(module.resource ?? ''),
              name: 'offline-queue',
              chunks: 'async',
              enforce: true,
            },
          },
        },
      },
    };
  }
  if (production && kind === 'remote') {
    // A remote provides its own copy of each shared-kit resource entry it uses (resources/keys, /timesheets, …), and
    // each copy was its own file of 0.4–1.6 KiB: five of the approver board's eight requests after remoteEntry.js.
    // They are always asked for together, so one file per remote (issue 13).
    return {
      optimization: {
        splitChunks: {
          cacheGroups: {
            kitResources: {
              test: /[\\/]shared-kit[\\/]src[\\/]resources[\\/]/,
              name: 'kit-resources',
              chunks: 'async',
              enforce: true,
            },
          },
        },
      },
    };
  }
  return {};
}

module.exports = { sharedChunks, LOADED_AFTER_CONTENT };
