/**
 * The storage cap (docs/decisions.md, "The service worker"): what each owner's cache holds
 * and when it was last used, and which owners go when the total passes the cap. The shell's
 * precache is outside it (its size is the build's); the visitor's choices and progress live
 * in the page's own storage, which the worker never touches.
 */

/** About 25 MB of visited branches and media. */
export const OFFLINE_CAP_BYTES = 25 * 1024 * 1024;

export interface LedgerEntry {
  owner: string;
  bytes: number;
  /** When a file of this owner was last kept or served (ms since the epoch). */
  lastUsed: number;
}

export type Ledger = readonly LedgerEntry[];

/** The ledger after `bytes` more were kept for `owner` (0: only used) at `now`. */
export function recordUse(ledger: Ledger, owner: string, bytes: number, now: number): LedgerEntry[] {
  const current = ledger.find((entry) => entry.owner === owner);
  const others = ledger.filter((entry) => entry.owner !== owner);
  return [...others, { owner, bytes: (current?.bytes ?? 0) + Math.max(0, bytes), lastUsed: now }];
}

export function totalBytes(ledger: Ledger): number {
  return ledger.reduce((sum, entry) => sum + entry.bytes, 0);
}

/**
 * The owners to evict, least recently used first, until the rest fits under the cap; never
 * one in `keep` (the branch being visited). If what is kept alone passes the cap, it stays:
 * the visit must work, and the next visit elsewhere evicts it.
 */
export function ownersToEvict(ledger: Ledger, capBytes: number, keep: readonly string[]): string[] {
  let total = totalBytes(ledger);
  const evicted: string[] = [];
  const candidates = ledger.filter((entry) => !keep.includes(entry.owner)).sort((a, b) => a.lastUsed - b.lastUsed);
  for (const entry of candidates) {
    if (total <= capBytes) break;
    evicted.push(entry.owner);
    total -= entry.bytes;
  }
  return evicted;
}

export function withoutOwners(ledger: Ledger, owners: readonly string[]): LedgerEntry[] {
  return ledger.filter((entry) => !owners.includes(entry.owner));
}

/** A stored ledger, or an empty one when it is missing or not one (a corrupted entry). */
export function parseLedger(raw: unknown): LedgerEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (entry): entry is LedgerEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.owner === 'string' &&
      Number.isFinite(entry.bytes) &&
      Number.isFinite(entry.lastUsed),
  );
}
