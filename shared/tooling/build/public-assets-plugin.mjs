// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const NAME = 'PublicAssetsPlugin';

/** Not site files: hidden files (.DS_Store, .gitkeep) and a folder's README.md. */
const NOT_SERVED = /(^|\/)(\.[^/]*|README\.md)$/;

/**
 * Every file under `dir` (an app's public/), relative to it with "/" separators.
 * @param {string} dir
 * @returns {string[]}
 */
export function listPublicFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !NOT_SERVED.test(file))
    .sort();
}

/**
 * Emits every file of an app's public/ folder into the build, unchanged, at the same relative
 * path or under the name `rename` gives it (media get content-hashed names:
 * media-file-names.mjs). A file that would replace one the build makes (index.html,
 * build-info.json, a chunk) fails the build.
 */
export class PublicAssetsPlugin {
  /**
   * @param {{ dir: string, rename?: (dir: string) => Record<string, string> }} options
   *   `dir`: the public/ folder; `rename`: the served name of each file it renames, read
   *   again on every compilation (watch mode sees a changed file)
   */
  constructor({ dir, rename }) {
    this.dir = dir;
    this.rename = rename;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        // Watch mode sees files added to or removed from the folder.
        compilation.contextDependencies.add(this.dir);
        const renamed = this.rename?.(this.dir) ?? {};
        for (const file of listPublicFiles(this.dir)) {
          const source = path.join(this.dir, file);
          const served = renamed[file] ?? file;
          compilation.fileDependencies.add(source);
          const bytes = readFileSync(source);
          const taken = compilation.getAsset(served);
          // The same bytes under the same name are one file, not a clash: the monolith bench
          // builds every app's public/ into one output, and a scene picture is in the shell's
          // and its branch's (scripts/scene-image-copies.test.ts holds them equal).
          if (taken && Buffer.compare(taken.source.buffer(), bytes) === 0) continue;
          if (taken) {
            compilation.errors.push(new WebpackError(`${NAME}: public/${file} has the name of a file the build makes.`));
            continue;
          }
          // minimized: a .js or .css here is served as it is, never minified.
          compilation.emitAsset(served, new sources.RawSource(bytes), {
            sourceFilename: path.relative(compiler.context, source).split(path.sep).join('/'),
            copied: true,
            minimized: true,
          });
        }
      });
    });
  }
}
