// V8's compile hint on every script of a production build: the compile moves off the main thread, onto the download
// (issue 13).

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, while it streams in. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's compile hint at the top of every script of a production build. By default V8 compiles a function lazily,
 * on the main thread, the first time it is called; every chunk of the portal is split by page and screen and runs as
 * soon as it arrives, so that is nearly every function, and a trace of /foreman's start on a 4x slowed CPU spent most
 * of its main-thread parse and compile there. With the hint the compile happens on a background thread while the file
 * downloads (issue 13, measured in README, "Shared code and the page budget"). Added after minification, so the
 * minifier keeps it, and before the source maps and the pre-compressed copies are made, so both include it.
 */
class EagerCompileHint {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EagerCompileHint', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EagerCompileHint', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(EAGER_COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { EAGER_COMPILE_HINT, EagerCompileHint };
