// The host page's hints for its own start: preloads for the scripts its entry loads at once, and a high fetch priority
// for the entry itself, so the start does not wait one round trip per script (issue 13).
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { LOADED_AFTER_CONTENT } = require('./shared-chunks.cjs');

/**
 * The scripts the host's entry loads as soon as it runs: the chunks of its own dynamic imports (the async boundary
 * `import('./bootstrap')`) and of the singletons it provides, which Module Federation fetches while negotiating
 * them. The entrypoint's direct children in the chunk graph are exactly those; deeper ones (lazy screens, a
 * fallback another remote's version may replace) are not.
 */
function startupScripts(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  // A library the shell provides but loads only after the content (LOADED_AFTER_CONTENT) is no start-up script.
  const later = (chunk) =>
    [...compilation.chunkGraph.getChunkModulesIterable(chunk)].every((module) =>
      LOADED_AFTER_CONTENT.test(module.resource ?? module.rootModule?.resource ?? ''),
    );
  const files = new Set();
  for (const group of entrypoint.getChildren()) {
    for (const chunk of group.chunks) {
      if (later(chunk)) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  // Largest first: over HTTP/1.1 a page gets six connections, so the later hints wait for a free one, and the file
  // that takes longest (react) must not be the one that waits.
  const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
  return [...files].sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}

/**
 * `<link rel="preload" as="script">` in the host's page for its start-up scripts, so they download with main.js
 * instead of one round trip after it has run (issue 13: round trips before the first area render). The entry script
 * itself is marked `fetchpriority="high"`: a deferred script is fetched at Low priority, so it queued behind every
 * High preload and was the last file of the start to arrive, though nothing runs before it does.
 */
class PreloadStartupScripts {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupScripts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupScripts', (data) => {
        const links = startupScripts(compilation, 'main').map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
          }),
        );
        const headTags = data.headTags.map((tag) =>
          tag.tagName === 'script' && tag.attributes.src
            ? { ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } }
            : tag,
        );
        return { ...data, headTags: [...headTags, ...links] };
      });
    });
  }
}

module.exports = { startupScripts, PreloadStartupScripts };
