// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { timedWebpackBuild } from './timed-webpack-build.mjs';

const CONFIG_MODULE = fileURLToPath(new URL('./monolith-webpack-config.mjs', import.meta.url));

/**
 * Builds the monolith (monolith-webpack-config.mjs) into `outDir`, emptied first, through
 * webpack's Node API in a process of its own (timed-webpack-build.mjs), timed the same way
 * as the federated apps' builds (mf-build-time.mjs).
 *
 * @param {{ outDir: string }} options relative paths are taken from the current directory
 * @returns {Promise<{ outDir: string, ms: number }>} rejects with webpack's errors
 */
export async function buildMonolith({ outDir }) {
  // webpack takes only an absolute output path.
  const absolute = path.resolve(outDir);
  const { ms } = await timedWebpackBuild({
    configModule: CONFIG_MODULE,
    configExport: 'monolithWebpackConfig',
    options: { outDir: absolute },
  });
  return { outDir: absolute, ms };
}
