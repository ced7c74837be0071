// @ts-check
/**
 * The shell's analytics.json, read by the browser at start (shell/src/services/analytics/
 * analytics-config.ts). Written by whoever serves the shell (npm start, the dev server,
 * the container's entrypoint: shell/deploy/analytics-config.envsh, which must lay it out
 * byte for byte the same), never by the build: no token is baked into the bundle.
 *
 *   MIXPANEL_TOKEN               the project token; unset or empty: analytics off ({})
 *   MIXPANEL_API_HOST            where the client sends (a first-party proxy, say);
 *                                default the provider's host. https, or http on localhost
 *   ANALYTICS_PAGE_VIEWS         true/false (default false): Page View events
 *   ANALYTICS_SESSION_RECORDING  true/false (default false): session recording
 */

export const DEFAULT_ANALYTICS_API_HOST = 'https://api-js.mixpanel.com';

const TOKEN = /^[A-Za-z0-9_-]+$/;
/** scheme://host[:port][/path], with no character that would need escaping in JSON or a CSP. */
const API_HOST = /^(https:\/\/[A-Za-z0-9.-]+(:[0-9]+)?|http:\/\/(localhost|127\.0\.0\.1)(:[0-9]+)?)(\/[A-Za-z0-9._~/-]*)?$/;
const TRUE = ['true', '1', 'yes'];
const FALSE = ['', 'false', '0', 'no'];

/**
 * @param {string} name
 * @param {string | undefined} value
 */
function flag(name, value) {
  const text = (value ?? '').toLowerCase();
  if (TRUE.includes(text)) return true;
  if (FALSE.includes(text)) return false;
  throw new Error(`${name}="${value}" must be true or false`);
}

/**
 * @typedef {{ token: string, apiHost: string, pageViews: boolean, sessionRecording: boolean }} AnalyticsConfigFile
 * @param {NodeJS.ProcessEnv} env
 * @returns {AnalyticsConfigFile | Record<string, never>} `{}` when no token is set
 */
export function analyticsConfigFromEnv(env) {
  const token = env.MIXPANEL_TOKEN ?? '';
  if (token === '') return {};
  if (!TOKEN.test(token)) throw new Error('MIXPANEL_TOKEN may hold only letters, digits, _ and -');
  const rawHost = env.MIXPANEL_API_HOST ?? '';
  if (rawHost !== '' && !API_HOST.test(rawHost)) {
    throw new Error(
      `MIXPANEL_API_HOST="${rawHost}" must be an https:// address (http:// only for localhost), without query, hash or credentials`,
    );
  }
  return {
    token,
    apiHost: rawHost === '' ? DEFAULT_ANALYTICS_API_HOST : rawHost.replace(/\/+$/, ''),
    pageViews: flag('ANALYTICS_PAGE_VIEWS', env.ANALYTICS_PAGE_VIEWS),
    sessionRecording: flag('ANALYTICS_SESSION_RECORDING', env.ANALYTICS_SESSION_RECORDING),
  };
}

/**
 * The origins the shell's CSP must allow in connect-src (only there) for this config:
 * the API host's origin, or none when analytics is off.
 * @param {AnalyticsConfigFile | Record<string, never>} config
 * @returns {string[]}
 */
export function analyticsOriginsOf(config) {
  // scheme://host[:port] as written (the container's script cuts it the same way).
  const origin = typeof config.apiHost === 'string' ? /^[a-z]+:\/\/[^/]+/.exec(config.apiHost)?.[0] : undefined;
  return origin ? [origin] : [];
}
