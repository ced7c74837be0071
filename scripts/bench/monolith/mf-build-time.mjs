// @ts-check
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEDERATED_APPS } from './federated-app-config.mjs';
import { timedWebpackBuild } from './timed-webpack-build.mjs';

const CONFIG_MODULE = fileURLToPath(new URL('./federated-app-config.mjs', import.meta.url));

/**
 * How long the four federated apps' production builds take, one after the other as
 * `npm run build` runs them, each in its own process like the monolith's (buildMonolith).
 * Only webpack is timed: the shell's QR prebuild, its stats file and its prerender step are
 * no cost of federation, and the monolith has none of them. The builds go to a temporary
 * folder, removed after, so the apps' dist/ folders stay as they were.
 *
 * @returns {Promise<{ ms: number, perApp: Record<(typeof FEDERATED_APPS)[number], number> }>}
 *   `ms` is their sum; rejects with webpack's errors if one fails
 */
export async function timeFederatedBuild() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'mf-build-time-'));
  try {
    /** @type {Record<string, number>} */
    const perApp = {};
    // One at a time: side by side they would share the machine's cores and time each other.
    for (const app of FEDERATED_APPS) {
      const { ms } = await timedWebpackBuild({
        configModule: CONFIG_MODULE,
        configExport: 'federatedAppWebpackConfig',
        options: { app, outDir: path.join(scratch, app) },
      });
      perApp[app] = ms;
    }
    const ms = Object.values(perApp).reduce((sum, value) => sum + value, 0);
    return { ms, perApp: /** @type {Record<(typeof FEDERATED_APPS)[number], number>} */ (perApp) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
