// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INTEGRITY_FILE } from '../build/remote-integrity-plugin.mjs';
import { REMOTE_NAMES } from '../build/remote-registry-file.mjs';

/**
 * `npm start` pins every remote it serves from its own build: each
 * remote served from `<repo>/<name>/dist` gets <NAME>_INTEGRITY from that build's
 * integrity.json, unless the environment already says (a value pins, an empty one does not)
 * or <NAME>_URL sends the shell to another origin, whose build this one knows nothing of.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} repoRoot
 * @param {(message: string) => void} [warn]
 * @returns {NodeJS.ProcessEnv}
 */
export function withBuildPins(env, repoRoot, warn = (message) => console.warn(message)) {
  /** @type {NodeJS.ProcessEnv} */
  const pinned = { ...env };
  for (const name of REMOTE_NAMES) {
    const NAME = name.toUpperCase();
    if (env[`${NAME}_INTEGRITY`] !== undefined || env[`${NAME}_URL`]) continue;
    const integrity = buildPinOf(path.join(repoRoot, name, 'dist'));
    if (integrity) pinned[`${NAME}_INTEGRITY`] = integrity;
    else warn(`[serve] ${name}/dist has no usable ${INTEGRITY_FILE} (a development build?): the ${name} remote is served unpinned.`);
  }
  return pinned;
}

/**
 * The pin of one remote build: its integrity.json's "mf-manifest.json" value, if it has one.
 * @param {string} distDir
 * @returns {string | undefined}
 */
export function buildPinOf(distDir) {
  const file = path.join(distDir, INTEGRITY_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8'))['mf-manifest.json'];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
