// @ts-check
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { appPortsFromEnv } from './app-ports.mjs';
import { isIntegrityPin } from '@mission/shared/integrity-pin';

/** The remotes the registry names: every branch of the list of branches, in play order. */
export const REMOTE_NAMES = BRANCH_NAMES;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * CANDIDATE_ORIGINS: the origins QA may load a candidate build of a remote from, through
 * the shell's build badge (space-separated bare origins: https, or http on a loopback host).
 * Throws on anything else, so a typo never becomes an open door.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function candidateOriginsFromEnv(value) {
  /** @type {string[]} */
  const origins = [];
  for (const item of (value ?? '').split(/\s+/).filter(Boolean)) {
    const origin = item.replace(/\/$/, '');
    /** @type {URL | undefined} */
    let url;
    try {
      url = new URL(origin);
    } catch {
      url = undefined;
    }
    const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
    // URL parsers take "*" or quotes in a host name; an origin here is a plain DNS name.
    const plainHost = url !== undefined && (/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname) || url.hostname === '[::1]');
    if (!url || !secure || !plainHost || url.origin !== origin) {
      throw new Error(`CANDIDATE_ORIGINS: "${item}" is not an https origin (or an http origin on localhost, 127.0.0.1 or [::1])`);
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/**
 * The registry the shell reads at start (remotes.json). Written by whoever serves the
 * shell (npm start, the dev server, the container's entrypoint), never by the shell build.
 * ARMY_URL / NAVY_URL / AIR_URL (an origin) win over the local ports; ARMY_INTEGRITY /
 * NAVY_INTEGRITY / AIR_INTEGRITY (the remote build's integrity.json "mf-manifest.json"
 * value; during a rolling update, each answering build's, space-separated) pin a remote; CANDIDATE_ORIGINS, when set, becomes `allowedOrigins`.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [host]
 */
export function remoteRegistryFromEnv(env, host = 'localhost') {
  const ports = appPortsFromEnv(env);
  const allowedOrigins = candidateOriginsFromEnv(env.CANDIDATE_ORIGINS);
  return {
    remotes: REMOTE_NAMES.map((name) => {
      const origin = env[`${name.toUpperCase()}_URL`] || `http://${host}:${ports[name]}`;
      const version = env[`${name.toUpperCase()}_VERSION`];
      const integrity = env[`${name.toUpperCase()}_INTEGRITY`]?.trim().split(/\s+/).join(' ');
      if (integrity && !isIntegrityPin(integrity)) {
        throw new Error(
          `${name.toUpperCase()}_INTEGRITY: "${integrity}" is not "sha384-" and 64 base64 characters (the remote build's integrity.json), or up to three of them, one space apart, during a rollout`,
        );
      }
      return {
        name,
        manifestUrl: `${origin.replace(/\/$/, '')}/mf-manifest.json`,
        ...(version ? { version } : {}),
        ...(integrity ? { integrity } : {}),
      };
    }),
    ...(allowedOrigins.length > 0 ? { allowedOrigins } : {}),
  };
}
