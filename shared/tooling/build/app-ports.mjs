// @ts-check
import { BRANCH_NAMES, DEFAULT_APP_PORTS } from '@mission/content/branch-list';

/** Default local ports, from the list of branches; each can be overridden by SHELL_PORT, or <BRANCH>_PORT (ARMY_PORT...). */
export { DEFAULT_APP_PORTS };

/** @typedef {keyof typeof DEFAULT_APP_PORTS} AppName */

/** The apps in serving order: the shell, then the branches in play order. */
export const APP_NAMES = /** @type {readonly AppName[]} */ (['shell', ...BRANCH_NAMES]);

/** The environment variable that moves an app's port: "shell" -> SHELL_PORT. @param {string} app */
export const portVariable = (app) => `${app.toUpperCase()}_PORT`;

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<AppName, number>}
 */
export function appPortsFromEnv(env) {
  /** @param {string} key @param {number} fallback */
  const port = (key, fallback) => {
    const raw = env[key];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      throw new Error(`${key}="${raw}" is not a valid TCP port`);
    }
    return value;
  };
  return /** @type {Record<AppName, number>} */ (
    Object.fromEntries(APP_NAMES.map((app) => [app, port(portVariable(app), DEFAULT_APP_PORTS[app])]))
  );
}

export const APP_PORTS = appPortsFromEnv(process.env);
