/**
 * The worker's caches (docs/decisions.md, "The service worker"): one per owner, so evicting a
 * branch is deleting one cache. The shell's precache is Workbox's, under the same prefix.
 */

export const CACHE_PREFIX = 'mission';

/** remotes.json, analytics.json, build-info.json: the last copy seen online. */
export const SHELL_DATA_CACHE = `${CACHE_PREFIX}-shell-data`;

/** Sizes and last visits of the owners' caches (branch-ledger.ts). */
export const LEDGER_CACHE = `${CACHE_PREFIX}-ledger`;

/** A visited branch's manifest, scripts and media, or the shell's own media ("shell"). */
export function ownerCacheName(owner: string): string {
  return `${CACHE_PREFIX}-owner-${owner}`;
}
