import type { Section } from '@mission/content';
import type { RemoteRegistry } from './remote-registry';

/**
 * Where a QA candidate build of a remote may be loaded from (the badge's override): the
 * origins the registry lists under `allowedOrigins`, plus that remote's own origin. Nothing
 * typed into the badge, planted in storage or put in a link can widen this list; only
 * whoever writes remotes.json can (CANDIDATE_ORIGINS in the shell's container).
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Whitespace, control characters and backslashes are read "helpfully" by URL parsers: refuse them. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const SUSPICIOUS_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/u;

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

export type CandidateRefusal = 'not-a-manifest-url' | 'origin-not-allowed' | 'unknown-remote';

export type CandidateCheck = { ok: true; manifestUrl: string } | { ok: false; refusal: CandidateRefusal };

/**
 * The shape of a candidate manifest URL, before its origin is compared: an absolute http(s)
 * URL of a .json file, without credentials. Refuses `javascript:`, `data:`, relative and
 * protocol-relative addresses. Gives the URL as the browser will request it, or null.
 */
export function parseCandidateManifestUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.length > 2048 || SUSPICIOUS_CHARACTERS.test(value)) return null;
  if (!/^https?:\/\/[^/]/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // "https://allowed.example@evil.example/..." is evil.example: no userinfo at all.
  if (url.username !== '' || url.password !== '') return null;
  if (!url.pathname.endsWith('.json')) return null;
  return url;
}

/** The origins a candidate for `section` may come from; [] when the registry does not list it. */
export function candidateOriginsFor(registry: RemoteRegistry, section: Section, shellOrigin: string): string[] {
  const entry = registry.remotes.find((remote) => remote.name === section);
  if (!entry) return [];
  let own: string | null;
  try {
    own = new URL(entry.manifestUrl, shellOrigin).origin;
  } catch {
    own = null;
  }
  return [...new Set([...(own ? [own] : []), ...(registry.allowedOrigins ?? [])])];
}

/** Decides whether `manifestUrl` may replace the registry's manifest for `section`. */
export function checkCandidate(registry: RemoteRegistry, section: Section, manifestUrl: unknown, shellOrigin: string): CandidateCheck {
  if (!registry.remotes.some((remote) => remote.name === section)) return { ok: false, refusal: 'unknown-remote' };
  const url = parseCandidateManifestUrl(manifestUrl);
  if (!url) return { ok: false, refusal: 'not-a-manifest-url' };
  if (!candidateOriginsFor(registry, section, shellOrigin).includes(url.origin)) {
    return { ok: false, refusal: 'origin-not-allowed' };
  }
  return { ok: true, manifestUrl: url.href };
}
