import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/** A built two-file app: where it is, its output, and the file name of its one lazy chunk. */
export interface LazyChunkBuild {
  appDir: string;
  dist: string;
  chunkFile: string;
}

/**
 * Builds, in production mode, an app whose entry (`main.js`) imports one lazy chunk (named by
 * its content hash, as ours are), for the tests of the build's plugins. The caller removes
 * `appDir` when done.
 */
export async function buildLazyChunkApp(options: {
  prefix: string;
  index: string;
  lazy: string;
  plugins: webpack.WebpackPluginInstance[];
  devtool?: string;
  output?: webpack.Configuration['output'];
}): Promise<LazyChunkBuild> {
  const appDir = mkdtempSync(path.join(tmpdir(), options.prefix));
  mkdirSync(path.join(appDir, 'src'));
  writeFileSync(path.join(appDir, 'src/index.js'), options.index);
  writeFileSync(path.join(appDir, 'src/lazy.js'), options.lazy);
  const dist = path.join(appDir, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: appDir,
    entry: './src/index.js',
    ...(options.devtool ? { devtool: options.devtool } : {}),
    output: { path: dist, filename: 'main.js', chunkFilename: '[name].[contenthash:10].js', ...options.output },
    plugins: options.plugins,
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))));
  });
  if (stats.compilation.errors.length > 0) throw new Error(stats.compilation.errors.map((error) => error.message).join('\n'));
  const chunkFile = readdirSync(dist).find((file) => /^\d+\.[0-9a-f]{10}\.js$/.test(file));
  if (!chunkFile) throw new Error(`no lazy chunk in ${dist}`);
  return { appDir, dist, chunkFile };
}
