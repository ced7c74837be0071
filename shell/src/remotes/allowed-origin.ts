/**
 * An origin the registry may list under `allowedOrigins` (docs/deploy-a-remote.md): read by the
 * registry's parser.
 */
import { parseHttpUrl } from './http-url';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A bare origin that may serve candidates: https, or http on a loopback host (a local
 * build). Returns it normalised (`https://qa.example.org`), or null.
 */
export function parseAllowedOrigin(value: unknown): string | null {
  // "@", "?" or "#" anywhere, even empty or past the host: a bare origin has no place for them.
  if (typeof value !== 'string' || /[@?#]/.test(value)) return null;
  const url = parseHttpUrl(value);
  if (!url || url.pathname !== '/') return null;
  // URL parsers take "*" or quotes in a host name; an allowed origin is a plain DNS name or an IP.
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname) && !/^\[[0-9a-f:.]+\]$/.test(url.hostname)) return null;
  if (url.protocol === 'https:') return url.origin;
  if (LOOPBACK_HOSTS.has(url.hostname)) return url.origin;
  return null;
}
