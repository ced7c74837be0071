// @ts-check
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import webpack from 'webpack';
import { typescriptRule } from './typescript-rule.mjs';
import { moduleResolution } from './module-resolution.mjs';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BuildInfoPlugin, readBuildInfo } from './build-info.mjs';
import { sharedSingletons } from './shared-singletons.mjs';
import { APP_PORTS } from './app-ports.mjs';
import { analyticsConfigFromEnv } from './analytics-config-file.mjs';
import { remoteRegistryFromEnv } from './remote-registry-file.mjs';
import { listPublicFiles, PublicAssetsPlugin } from './public-assets-plugin.mjs';
import { mediaFileNames } from './media-file-names.mjs';
import { copyVersionOf, listCopyFiles, LOCALES_DIR } from './copy-version.mjs';
import { CompileHintsPlugin } from './compile-hints-plugin.mjs';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin.mjs';
import { ChunkRetryPlugin } from './chunk-retry-plugin.mjs';
import { trustedBranchListPlugin } from './trusted-branch-list.mjs';
import { RemoteIntegrityPlugin } from './remote-integrity-plugin.mjs';

const HTML_TEMPLATE = fileURLToPath(new URL('./index.html', import.meta.url));

/**
 * The bus contract version in shared/page/src/bus/bus-contract.ts, baked into each build.
 * @returns {string}
 */
export function readBusContractVersion() {
  // Read as text from the package that holds the bus (a build reads the file, it imports nothing).
  const source = readFileSync(
    path.join(path.dirname(createRequire(import.meta.url).resolve('@mission/shared/package.json')), 'src/bus/bus-contract.ts'),
    'utf8',
  );
  const match = /BUS_CONTRACT_VERSION = '([^']+)'/.exec(source);
  if (!match?.[1]) throw new Error('shared/page/src/bus/bus-contract.ts declares no BUS_CONTRACT_VERSION');
  return match[1];
}

/**
 * One webpack + Module Federation config for all four apps; each app passes only what
 * makes it different, so no app carries a copied config.
 *
 * @typedef {import('./app-ports.mjs').AppName} AppName
 * @param {{
 *   app: AppName,
 *   appDir: string,
 *   exposes?: Record<string, string>,
 *   htmlTitle: string,
 * }} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createWebpackConfig({ app, appDir, exposes, htmlTitle }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const buildInfo = readBuildInfo();
    // The MF manifest reads its version from here; keep it the build-info's number.
    process.env.MF_BUILD_VERSION = buildInfo.buildNumber;
    const isRemote = app !== 'shell';
    // The shell's production CSS goes into .css files, not into its JavaScript (less JS on the
    // first screen). Remotes keep style-loader: their files come from their own origin, and
    // the CSP's style-src allows only the shell's ('self'); dev keeps it for hot reload.
    const extractCss = production && !isRemote;
    const publicDir = path.join(appDir, 'public');
    const hasPublic = existsSync(publicDir);
    // Media under content-hashed names in production (cached for a year); dev keeps the plain names.
    const mediaNames = () => (production && hasPublic ? mediaFileNames(publicDir) : {});

    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Remotes are served from their own origin: "auto" derives it from remoteEntry.js.
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: app,
        // A script checked by integrity must be fetched with CORS when it comes from another origin.
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: moduleResolution(),
      module: {
        rules: [
          typescriptRule({ production }),
          { test: /\.css$/, use: [extractCss ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpg|webp|webm|mp4|mp3|m4a|ogg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(isRemote
          ? [
              new ModuleFederationPlugin({
                name: app,
                filename: 'remoteEntry.js',
                exposes,
                shared: sharedSingletons(),
                shareStrategy: 'loaded-first',
                dts: false,
                manifest: { fileName: 'mf-manifest.json' },
                experiments: { optimization: { target: 'web' } },
              }),
            ]
          : []),
        new HtmlWebpackPlugin({
          template: HTML_TEMPLATE,
          title: htmlTitle,
          // Deep links (/<branch>/<chapter>) must still find the scripts at the origin's root.
          publicPath: '/',
          scriptLoading: 'defer',
        }),
        ...(extractCss
          ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })]
          : []),
        new BuildInfoPlugin(buildInfo),
        // A chunk that failed to load is asked for again: mid-rollout an old server may not
        // have a new build's chunk (docs/decisions.md, "Version skew").
        ...(production ? [new ChunkRetryPlugin()] : []),
        // The list of branches was checked when this config loaded it: the page trusts it.
        trustedBranchListPlugin(),
        // A production remote is pinned: its chunks by its runtime, its runtime and manifest by integrity.json.
        ...(production && isRemote ? [new ChunkIntegrityPlugin(), new RemoteIntegrityPlugin()] : []),
        // Chunks loaded on demand compile off the main thread (docs/decisions.md, "Chunks compile off the main thread").
        ...(production ? [new CompileHintsPlugin()] : []),
        // The app's public/ files, byte for byte: media under their hashed names, the rest at the same paths.
        ...(hasPublic ? [new PublicAssetsPlugin({ dir: publicDir, rename: mediaNames })] : []),
        new webpack.DefinePlugin({
          // A remote must report the contract it was built against, not the host's copy it runs with.
          __BUS_CONTRACT_VERSION__: JSON.stringify(readBusContractVersion()),
          __SHARED_SINGLETONS__: JSON.stringify(sharedSingletons()),
          // The shell checks that a prerendered page is this build's before hydrating it.
          __BUILD_NUMBER__: JSON.stringify(buildInfo.buildNumber),
          // What mediaUrl maps a public file's path to; recomputed when a public file changes.
          __MEDIA_FILES__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(mediaNames()), {
            fileDependencies: hasPublic ? listPublicFiles(publicDir).map((file) => path.join(publicDir, file)) : [],
          }),
          // Which copy this app was built with (copy-version.mjs): a remote with the shell's copy lays none of its own.
          __COPY_VERSION__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(copyVersionOf()), {
            fileDependencies: listCopyFiles().map((file) => path.join(LOCALES_DIR, file)),
          }),
        }),
      ],
      // '...' keeps webpack's own JS minifier; the shell's extracted .css files are minified too.
      optimization: production ? { minimizer: ['...', new CssMinimizerPlugin()] } : {},
      performance: { hints: false },
      devServer: {
        port: APP_PORTS[app],
        host: '127.0.0.1',
        // The page may be opened as localhost or 127.0.0.1 (the README says localhost): both
        // are this machine, so the hot-reload socket accepts either as Host and Origin.
        allowedHosts: ['localhost', '.localhost', '127.0.0.1'],
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        /** @type {NonNullable<import('webpack-dev-server').Configuration['setupMiddlewares']>} */
        setupMiddlewares: (middlewares, devServer) => {
          if (app === 'shell' && devServer.app) {
            // The registry is served, never bundled: the same rule as production.
            devServer.app.get('/remotes.json', (/** @type {unknown} */ _req, /** @type {{ json: (body: unknown) => void }} */ res) => {
              res.json(remoteRegistryFromEnv(process.env));
            });
            // Analytics settings too: off ({}) unless MIXPANEL_TOKEN is set for the dev server.
            devServer.app.get('/analytics.json', (/** @type {unknown} */ _req, /** @type {{ json: (body: unknown) => void }} */ res) => {
              res.json(analyticsConfigFromEnv(process.env));
            });
          }
          return middlewares;
        },
      },
    };
  };
}
