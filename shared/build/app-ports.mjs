// @ts-check
/** Default local ports; each can be overridden by SHELL_PORT, ARMY_PORT, NAVY_PORT, AIR_PORT. */
export const DEFAULT_APP_PORTS = Object.freeze({ shell: 8080, army: 8081, navy: 8082, air: 8083 });

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ shell: number, army: number, navy: number, air: number }}
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
  return {
    shell: port('SHELL_PORT', DEFAULT_APP_PORTS.shell),
    army: port('ARMY_PORT', DEFAULT_APP_PORTS.army),
    navy: port('NAVY_PORT', DEFAULT_APP_PORTS.navy),
    air: port('AIR_PORT', DEFAULT_APP_PORTS.air),
  };
}

export const APP_PORTS = appPortsFromEnv(process.env);
