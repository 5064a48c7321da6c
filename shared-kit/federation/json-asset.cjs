/** A webpack plugin writing one JSON file made from the compilation (`valueOf`), at `stage` of processAssets. */
class JsonAsset {
  constructor(pluginName, file, stage, valueOf) {
    Object.assign(this, { pluginName, file, stage, valueOf });
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(this.pluginName, (compilation) => {
      compilation.hooks.processAssets.tap({ name: this.pluginName, stage: Compilation[this.stage] }, () => {
        const value = this.valueOf(compilation);
        compilation.emitAsset(this.file, new sources.RawSource(`${JSON.stringify(value, null, 2)}\n`));
      });
    });
  }
}

module.exports = { JsonAsset };
