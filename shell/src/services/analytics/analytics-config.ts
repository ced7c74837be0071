/**
 * The analytics settings of a deployment, read at run time from `/analytics.json` beside
 * the shell (written by whoever serves it from MIXPANEL_TOKEN, MIXPANEL_API_HOST,
 * ANALYTICS_PAGE_VIEWS, ANALYTICS_SESSION_RECORDING: shared/tooling/build/analytics-config-file.mjs
 * and shell/deploy/analytics-config.envsh). No token is ever baked into the bundle.
 *
 * `{}` (no token) means analytics is off. A missing or invalid file means the same, with
 * one console line saying why (start-analytics.ts); it never stops the experience.
 */
export interface AnalyticsConfig {
  token: string;
  /** Where the client sends its requests: the provider's host or a first-party proxy. */
  apiHost: string;
  /** docs/product-rules.md §7: Page View tracking is off by default. */
  pageViews: boolean;
  /** Session recording is off unless a deployment turns it on. */
  sessionRecording: boolean;
}

/** The provider's own API host, used when the config names none. */
export const DEFAULT_API_HOST = 'https://api-js.mixpanel.com';
export const ANALYTICS_CONFIG_URL = '/analytics.json';

export type ConfigReading = { config: AnalyticsConfig } | { config: null; level: 'info' | 'warn'; reason: string };

const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * An API host the client may send to: https, or http on this machine only; no
 * credentials, query or hash. Returned without a trailing slash; null when refused.
 */
export function normaliseApiHost(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
  if (!secure || url.username || url.password || url.search || url.hash || value.includes('?') || value.includes('#')) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Validates what /analytics.json holds. Never throws. */
export function parseAnalyticsConfig(value: unknown): ConfigReading {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { config: null, level: 'warn', reason: 'it is not a JSON object' };
  }
  const raw = value as Record<string, unknown>;
  if (raw.token === undefined || raw.token === null || raw.token === '') {
    return { config: null, level: 'info', reason: 'no token is configured' };
  }
  if (typeof raw.token !== 'string' || !TOKEN.test(raw.token)) {
    return { config: null, level: 'warn', reason: 'its token is not a project token' };
  }
  let apiHost = DEFAULT_API_HOST;
  if (raw.apiHost !== undefined && raw.apiHost !== null && raw.apiHost !== '') {
    const normalised = typeof raw.apiHost === 'string' ? normaliseApiHost(raw.apiHost) : null;
    if (!normalised) {
      return { config: null, level: 'warn', reason: `apiHost ${JSON.stringify(raw.apiHost)} is not an https:// address` };
    }
    apiHost = normalised;
  }
  const flags: Record<'pageViews' | 'sessionRecording', boolean> = { pageViews: false, sessionRecording: false };
  for (const name of ['pageViews', 'sessionRecording'] as const) {
    const flag = raw[name];
    if (flag === undefined) continue;
    if (typeof flag !== 'boolean') return { config: null, level: 'warn', reason: `${name} is not true or false` };
    flags[name] = flag;
  }
  return { config: { token: raw.token, apiHost, ...flags } };
}

/**
 * GETs and validates the config. Resolves to a config, or to why there is none (the
 * caller says it in one console line, at the level given); never rejects.
 */
export async function fetchAnalyticsConfig(
  url: string = ANALYTICS_CONFIG_URL,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<ConfigReading> {
  try {
    const response = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
    if (response.status === 404) return { config: null, level: 'info', reason: `${url} does not exist` };
    if (!response.ok) return { config: null, level: 'warn', reason: `${url} answered ${response.status}` };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { config: null, level: 'warn', reason: `${url} is not valid JSON` };
    }
    return parseAnalyticsConfig(body);
  } catch (error) {
    return { config: null, level: 'warn', reason: `${url} could not be read (${String(error)})` };
  }
}
