// @ts-check
// The remote's own webpack config (SECOND_BUILD_APP names it), with one line of difference in
// every script: the next build of a team that changed something everywhere, so every chunk
// gets a new name, as a real release's changed chunks do (e2e/support/second-build.ts).
// SECOND_BUILD_CONTRACT, when set, is the bus contract the build says it was made against (a
// remote one release older or newer than the shell; shared/page/src/bus/bus-contract.ts).
// A filesystem cache under .tmp/ makes the builds after the first quick: only the modules that
// read the contract are built again.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const app = process.env.SECOND_BUILD_APP;
if (!app) throw new Error('SECOND_BUILD_APP names the remote to build a second time');
const contract = process.env.SECOND_BUILD_CONTRACT;
const { default: own } = await import(pathToFileURL(path.join(REPO_ROOT, app, 'webpack.config.mjs')).href);

/** @param {Record<string, unknown>} env @param {{ mode?: string }} argv */
export default async (env, argv) => {
  const config = typeof own === 'function' ? await own(env, argv) : own;
  if (contract) {
    const define = config.plugins.find((/** @type {unknown} */ plugin) => plugin instanceof webpack.DefinePlugin);
    if (!define || !('__BUS_CONTRACT_VERSION__' in define.definitions))
      throw new Error(`${app}'s config defines no __BUS_CONTRACT_VERSION__`);
    define.definitions.__BUS_CONTRACT_VERSION__ = JSON.stringify(contract);
  }
  config.plugins = [...config.plugins, new webpack.BannerPlugin({ banner: 'Mission e2e: the next build', test: /\.js$/ })];
  config.cache = { type: 'filesystem', cacheDirectory: path.join(REPO_ROOT, '.tmp', 'e2e-second-builds', 'webpack-cache'), name: app };
  return config;
};
