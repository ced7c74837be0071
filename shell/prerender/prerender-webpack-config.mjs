// @ts-check
import path from 'node:path';
import webpack from 'webpack';
import { typescriptRule } from '@mission/tooling/build/typescript-rule.mjs';
import { readBusContractVersion } from '@mission/tooling/build/create-webpack-config.mjs';
import { readBuildInfo } from '@mission/tooling/build/build-info.mjs';
import { mediaFileNames } from '@mission/tooling/build/media-file-names.mjs';
import { copyVersionOf } from '@mission/tooling/build/copy-version.mjs';

/**
 * The shell's pages compiled for Node, to render them at build time (docs/prerendered-pages.md).
 * One file, no Module Federation (nothing is shared with a remote here), CSS left to the
 * browser build; images resolve to the same hashed URLs as the browser build's.
 *
 * @param {{ shellDir: string, outDir: string }} options
 * @returns {import('webpack').Configuration}
 */
export function prerenderWebpackConfig({ shellDir, outDir }) {
  const publicDir = path.join(shellDir, 'public');
  return {
    mode: 'production',
    target: 'node20',
    context: shellDir,
    entry: { 'render-page': './src/prerender/render-page.tsx' },
    output: {
      path: outDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        typescriptRule({ production: true }),
        // The browser build links the CSS; here an import of it is only a side effect to drop.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|svg|jpg|webp|webm|mp4|mp3|m4a|ogg)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Lazy pages are rendered too (react-dom/static waits for them): keep them in the one file.
    optimization: { minimize: false, splitChunks: false },
    devtool: 'source-map',
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        __BUS_CONTRACT_VERSION__: JSON.stringify(readBusContractVersion()),
        __BUILD_NUMBER__: JSON.stringify(readBuildInfo().buildNumber),
        __MEDIA_FILES__: JSON.stringify(mediaFileNames(publicDir)),
        __COPY_VERSION__: JSON.stringify(copyVersionOf()),
      }),
    ],
    performance: { hints: false },
  };
}
