// @ts-check

/** V8's explicit compile hint for a whole file (Chrome 136 on); it must be the file's first line. */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Marks chosen JS chunks for eager compilation (docs/decisions.md, "Chunks compile off the main
 * thread"). Why: a chunk that runs on the way from a tap to its scene would otherwise compile
 * each function on the main thread at its first call; with the hint, V8 compiles the whole
 * file on a background thread while the script streams.
 */
export class CompileHintsPlugin {
  /** @param {(chunk: import('webpack').Chunk) => boolean} [choose] which chunks; by default every chunk loaded on demand (not an entry's) */
  constructor(choose = (chunk) => !chunk.canBeInitial()) {
    this.choose = choose;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    const { ConcatSource } = webpack.sources;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (it would drop the comment), before source maps, content hashes and integrity pins.
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.choose(chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new ConcatSource(`${ALL_FUNCTIONS_CALLED_ON_LOAD}\n`, source));
            }
          }
        },
      );
    });
  }
}
