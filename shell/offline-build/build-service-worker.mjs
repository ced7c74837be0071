// @ts-check
// After the browser build and the prerender (shell/package.json "build"): the shell's service
// worker, dist/sw.js, with the precache list of what is now in dist (docs/decisions.md, "The
// service worker"). Its own small webpack run: one file, no hash in its name (the browser
// asks for it by name and checks it for updates), no Module Federation.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { trustedBranchListPlugin } from '@mission/tooling/build/trusted-branch-list.mjs';
import { typescriptRule } from '@mission/tooling/build/typescript-rule.mjs';
import { precacheEntries } from './precache-entries.mjs';

const SHELL_DIR = fileURLToPath(new URL('..', import.meta.url));
// Another built shell's folder may be named (e2e/offline deploys a copy of the build anew).
const DIST = process.argv[2] ? path.resolve(process.argv[2]) : path.join(SHELL_DIR, 'dist');
export const WORKER_FILE = 'sw.js';

/** @param {string} dir @returns {string[]} paths relative to dir, with "/" */
function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const entries = precacheEntries(listFiles(DIST).map((file) => ({ path: file, bytes: readFileSync(path.join(DIST, file)) })));

/** @type {import('webpack').Configuration} */
const config = {
  mode: 'production',
  target: 'webworker',
  context: SHELL_DIR,
  entry: { sw: './src/offline/worker/service-worker.ts' },
  output: { path: DIST, filename: WORKER_FILE, clean: false },
  resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  module: { rules: [typescriptRule({ production: true })] },
  optimization: { splitChunks: false },
  devtool: false,
  // The list of branches was checked when this script loaded it: the worker carries it, not its rules.
  plugins: [new webpack.DefinePlugin({ __PRECACHE_MANIFEST__: JSON.stringify(entries) }), trustedBranchListPlugin()],
  performance: { hints: false },
};

webpack(config, (error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
  const bytes = readFileSync(path.join(DIST, WORKER_FILE)).length;
  console.log(`${path.join(DIST, WORKER_FILE)}: ${entries.length} files precached, ${(bytes / 1024).toFixed(1)} KB`);
});
