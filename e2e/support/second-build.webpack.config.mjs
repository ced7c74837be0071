// @ts-check
// The remote's own webpack config (SECOND_BUILD_APP names it), with one line of difference in
// every script: the next build of a team that changed something everywhere, so every chunk
// gets a new name, as a real release's changed chunks do (e2e/support/second-build.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const app = process.env.SECOND_BUILD_APP;
if (!app) throw new Error('SECOND_BUILD_APP names the remote to build a second time');
const { default: own } = await import(pathToFileURL(path.resolve(import.meta.dirname, '../..', app, 'webpack.config.mjs')).href);

/** @param {Record<string, unknown>} env @param {{ mode?: string }} argv */
export default async (env, argv) => {
  const config = typeof own === 'function' ? await own(env, argv) : own;
  config.plugins = [...(config.plugins ?? []), new webpack.BannerPlugin({ banner: 'Mission e2e: the next build', test: /\.js$/ })];
  return config;
};
