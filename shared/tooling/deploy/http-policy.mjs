// @ts-check
/**
 * The HTTP rules every app is served with: caching, CORS and security headers.
 * The local server applies them from here; each app's nginx config states the same rules
 * for production, and the nginx e2e project asserts that both agree.
 */

/**
 * Files that name other files and so must be revalidated on every load; the shell's service
 * worker (sw.js) too, so a new deploy is seen on the next visit (docs/decisions.md, "The
 * service worker").
 */
export const NO_CACHE_FILES = [
  'index.html',
  'app.html',
  'remotes.json',
  'analytics.json',
  'build-info.json',
  'integrity.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'sw.js',
];

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Webpack names chunks and assets "<name>.<10 hex>.<ext>". */
export const CONTENT_HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** @param {string} fileName */
export function cacheControlFor(fileName) {
  if (NO_CACHE_FILES.includes(fileName)) return NO_CACHE;
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}

/**
 * @param {{ remoteOrigins: string[], analyticsOrigins?: string[] }} options `remoteOrigins`:
 *   origins the shell may load code and data from; `analyticsOrigins`: the analytics API
 *   host the shell sends events to, allowed in connect-src only
 * @returns {Record<string, string>}
 */
export function securityHeaders({ remoteOrigins, analyticsOrigins = [] }) {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (/** @type {string} */ base) => (remotes ? `${base} ${remotes}` : base);
  const withAnalytics = (/** @type {string} */ base) => (analyticsOrigins.length ? `${base} ${analyticsOrigins.join(' ')}` : base);
  const csp = [
    "default-src 'self'",
    withRemotes("script-src 'self'"),
    withAnalytics(withRemotes("connect-src 'self'")),
    withRemotes("img-src 'self' data: blob:"),
    withRemotes("media-src 'self' blob:"),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), gyroscope=(self), accelerometer=(self), magnetometer=(self), microphone=(), geolocation=()',
  };
}
