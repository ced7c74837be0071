import type { Section } from '@mission/content';
import { parseHttpUrl } from './http-url';
import type { RemoteRegistry } from './remote-registry';

/**
 * Where a QA candidate build of a remote may be loaded from (the badge's override): the
 * origins the registry lists under `allowedOrigins`, plus that remote's own origin. Nothing
 * typed into the badge, planted in storage or put in a link can widen this list; only
 * whoever writes remotes.json can (CANDIDATE_ORIGINS in the shell's container).
 */

export type CandidateRefusal = 'not-a-manifest-url' | 'origin-not-allowed' | 'unknown-remote';

export type CandidateCheck = { ok: true; manifestUrl: string } | { ok: false; refusal: CandidateRefusal };

/**
 * The shape of a candidate manifest URL, before its origin is compared: an absolute http(s)
 * URL without credentials (parseHttpUrl: no `javascript:`, `data:`, relative or
 * protocol-relative address) of a .json file, at most 2048 characters. Gives the URL as the
 * browser will request it, or null.
 */
export function parseCandidateManifestUrl(value: unknown): URL | null {
  if (typeof value === 'string' && value.length > 2048) return null;
  const url = parseHttpUrl(value);
  if (!url || !url.pathname.endsWith('.json')) return null;
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
