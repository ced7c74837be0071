// @ts-check
import { APP_NAMES } from '@mission/tooling/build/app-ports.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { mediaFileNames } from '@mission/tooling/build/media-file-names.mjs';
import { PublicAssetsPlugin } from '@mission/tooling/build/public-assets-plugin.mjs';
import shellWebpackConfig from '../../../shell/webpack.config.mjs';
import { unionMediaFiles } from './union-media-files.mjs';
import { BRANCH_APPS_MODULE } from './branch-apps-loader.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The apps whose code and public/ files the monolith holds: the shell and every branch of the list of branches. */
export const MONOLITH_APPS = APP_NAMES;

/** The shell's one door to the Module Federation runtime... */
export const FEDERATION_RUNTIME = path.join(REPO_ROOT, 'shell/src/remotes/federation-runtime.ts');
/** ...and what the monolith puts in its place: the branches as plain dynamic imports. */
export const MONOLITH_RUNTIME = fileURLToPath(new URL('./monolith-runtime.ts', import.meta.url));

/** What writes the branches' imports into monolith-branch-apps.ts, before the shell's own loaders. */
export const BRANCH_APPS_LOADER = fileURLToPath(new URL('./branch-apps-loader.mjs', import.meta.url));

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The same code as the four federated apps, built as one webpack app: the bench's baseline
 * for what Module Federation costs. It starts from the shell's own
 * production config (shell/webpack.config.mjs), so loaders, minifiers, the HTML template,
 * content-hashed names and the build-info stay whatever the shell's are, and changes only
 * what federation makes different: no ModuleFederationPlugin, the federation runtime swapped
 * for plain imports (branch-apps-loader.mjs writes one per branch of the list), and the four
 * apps' media in one output under one table.
 *
 * @param {{ outDir: string }} options
 * @returns {import('webpack').Configuration}
 */
export function monolithWebpackConfig({ outDir }) {
  const shell = shellWebpackConfig({}, { mode: 'production' });
  const publicDirs = MONOLITH_APPS.map((app) => ({ app, dir: path.join(REPO_ROOT, app, 'public') }));
  // Hashed once: the same tables name the emitted files and go into the code, so they agree.
  /** @type {Record<string, Record<string, string>>} */
  const tables = Object.fromEntries(publicDirs.map(({ app, dir }) => [app, mediaFileNames(dir)]));
  const mediaFiles = unionMediaFiles(tables);

  // The shell's definitions (bus contract, build number...) with the union media table.
  /** @type {Record<string, unknown>} */
  const definitions = {};
  for (const plugin of shell.plugins ?? []) {
    if (plugin instanceof webpack.DefinePlugin) Object.assign(definitions, plugin.definitions);
  }
  definitions.__MEDIA_FILES__ = JSON.stringify(mediaFiles);

  const kept = (shell.plugins ?? []).filter(
    (plugin) =>
      !(plugin instanceof ModuleFederationPlugin || plugin instanceof PublicAssetsPlugin || plugin instanceof webpack.DefinePlugin),
  );
  // A build for the bench, never served by webpack's dev server.
  const config = { ...shell };
  delete config.devServer;
  return {
    ...config,
    output: { ...shell.output, path: outDir },
    module: {
      ...shell.module,
      rules: [
        ...(shell.module?.rules ?? []),
        { test: new RegExp(`^${escapeRegExp(BRANCH_APPS_MODULE)}$`), enforce: 'pre', use: [{ loader: BRANCH_APPS_LOADER }] },
      ],
    },
    plugins: [
      ...kept,
      new webpack.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(FEDERATION_RUNTIME)}$`), MONOLITH_RUNTIME),
      // PublicAssetsPlugin fails the build if one app's file would take a name already emitted.
      ...publicDirs.map(({ app, dir }) => new PublicAssetsPlugin({ dir, rename: () => tables[app] ?? {} })),
      new webpack.DefinePlugin(/** @type {ConstructorParameters<typeof webpack.DefinePlugin>[0]} */ (definitions)),
    ],
  };
}
