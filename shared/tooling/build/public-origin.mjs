// @ts-check
/**
 * The public origin the site is served from (PUBLIC_ORIGIN): the /desktop QR codes encode it
 * and the prerendered pages name it. Both the shell's build and scripts/qr read it here.
 */

/** Used when PUBLIC_ORIGIN is unset: what `npm start` serves. A production build should set it. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

/**
 * The origin from PUBLIC_ORIGIN (e.g. "https://missions.example.ca"), checked: https, or http
 * for a local host only (a phone cannot open a plain-http public link safely), no path,
 * query or credentials. Throws with a sentence otherwise, so a bad deploy setting fails
 * the build instead of shipping a QR code that leads nowhere.
 * @param {string | undefined} value
 * @returns {string}
 */
export function publicOrigin(value) {
  const raw = (value ?? '').trim();
  if (raw === '') return DEFAULT_PUBLIC_ORIGIN;
  /** @type {URL} */
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://missions.example.ca, not "${raw}"`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(`PUBLIC_ORIGIN must use https (http only for localhost), not "${raw}"`);
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`PUBLIC_ORIGIN must be an origin only (no path, query or credentials), not "${raw}"`);
  }
  return url.origin;
}
