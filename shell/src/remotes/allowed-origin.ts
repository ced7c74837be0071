/**
 * An origin the registry may list under `allowedOrigins` (docs/deploy-a-remote.md): read by the
 * registry's parser and by the candidate check, so it sits below both.
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Whitespace, control characters and backslashes are read "helpfully" by URL parsers: refuse them. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
export const SUSPICIOUS_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/u;

/**
 * A bare origin that may serve candidates: https, or http on a loopback host (a local
 * build). Returns it normalised (`https://qa.example.org`), or null.
 */
export function parseAllowedOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || SUSPICIOUS_CHARACTERS.test(value) || value.includes('@')) return null;
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(value)) return null;
  // URL parsers take "*" or quotes in a host name; an allowed origin is a plain DNS name or an IP.
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname) && !/^\[[0-9a-f:.]+\]$/.test(url.hostname)) return null;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url.origin;
  return null;
}
