// @ts-check
import { appPortsFromEnv } from './app-ports.mjs';

export const REMOTE_NAMES = /** @type {const} */ (['army', 'navy', 'air']);

/**
 * The registry the shell reads at start (remotes.json). Written by whoever serves the
 * shell (npm start, the dev server, the container's entrypoint), never by the shell build.
 * ARMY_URL / NAVY_URL / AIR_URL (an origin) win over the local ports.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [host]
 */
export function remoteRegistryFromEnv(env, host = 'localhost') {
  const ports = appPortsFromEnv(env);
  return {
    remotes: REMOTE_NAMES.map((name) => {
      const origin = env[`${name.toUpperCase()}_URL`] || `http://${host}:${ports[name]}`;
      const version = env[`${name.toUpperCase()}_VERSION`];
      return {
        name,
        manifestUrl: `${origin.replace(/\/$/, '')}/mf-manifest.json`,
        ...(version ? { version } : {}),
      };
    }),
  };
}
