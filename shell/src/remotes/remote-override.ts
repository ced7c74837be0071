import { isSection, type Section } from '@mission/content';
import type { KeyValueStorage } from '../services/storage/safe-storage';
import { readStoredRecord, writeStoredRecord, type StoredRecordSpec } from '../services/storage/stored-record';
import { checkCandidate, parseCandidateManifestUrl, type CandidateRefusal } from './candidate-origins';
import type { RemoteRegistry } from './remote-registry';
import { isSha384Integrity } from './remote-integrity';

/** QA's choice from the build badge: load this manifest instead of the registry's for one remote. */
export interface RemoteOverride {
  section: Section;
  manifestUrl: string;
  /** Optional: the candidate manifest's SHA-384; with it the candidate is pinned like a listed remote. */
  integrity?: string;
}

/**
 * Kept for the browser tab only (sessionStorage), as a versioned record. Its shape is
 * checked when read (a bad record is reset with one warning); its origin is checked
 * against the registry each time it is applied (applyRemoteOverride).
 */
export const REMOTE_OVERRIDE_RECORD: StoredRecordSpec<RemoteOverride | null> = {
  key: 'mission.remote-override.v1',
  version: 1,
  fallback: () => null,
  parse: (data) => {
    if (data === null) return { value: null, dropped: [] };
    if (typeof data === 'object' && !Array.isArray(data)) {
      const { section, manifestUrl, integrity } = data as Record<string, unknown>;
      const url = parseCandidateManifestUrl(manifestUrl);
      const pinned = integrity === undefined || isSha384Integrity(integrity);
      if (typeof section === 'string' && isSection(section) && url && pinned) {
        return { value: { section, manifestUrl: url.href, ...(integrity ? { integrity } : {}) }, dropped: [] };
      }
    }
    return { value: null, dropped: ['the remote override (not a remote, an http(s) manifest URL and an optional sha384 integrity)'] };
  },
};

export function readRemoteOverride(storage: KeyValueStorage): RemoteOverride | null {
  return readStoredRecord(storage, REMOTE_OVERRIDE_RECORD);
}

export function writeRemoteOverride(storage: KeyValueStorage, override: RemoteOverride | null): void {
  writeStoredRecord(storage, REMOTE_OVERRIDE_RECORD, override);
}

export type OverrideOutcome =
  | { status: 'none'; registry: RemoteRegistry }
  | { status: 'applied'; registry: RemoteRegistry; override: RemoteOverride; replaced: string }
  | { status: 'refused'; registry: RemoteRegistry; override: RemoteOverride; refusal: CandidateRefusal };

/**
 * The registry with the override's manifest in place of the listed one, when its origin
 * is allowed for that remote; otherwise the registry unchanged. Pure.
 */
export function applyRemoteOverride(registry: RemoteRegistry, override: RemoteOverride | null, shellOrigin: string): OverrideOutcome {
  if (!override) return { status: 'none', registry };
  const check = checkCandidate(registry, override.section, override.manifestUrl, shellOrigin);
  if (!check.ok) return { status: 'refused', registry, override, refusal: check.refusal };
  const listed = registry.remotes.find((remote) => remote.name === override.section);
  return {
    status: 'applied',
    override: { ...override, manifestUrl: check.manifestUrl },
    replaced: listed?.manifestUrl ?? '',
    registry: {
      ...registry,
      // The registry's version and integrity describe the listed build, not the candidate:
      // dropped; the candidate is pinned only by the integrity QA gave with it.
      remotes: registry.remotes.map((remote) =>
        remote.name === override.section
          ? { name: remote.name, manifestUrl: check.manifestUrl, ...(override.integrity ? { integrity: override.integrity } : {}) }
          : remote,
      ),
    },
  };
}

export interface PreparedRegistry {
  /** What the runtime registers: the registry, with QA's candidate when one applies. */
  registry: RemoteRegistry;
  /** remotes.json as served, for the badge's own checks. */
  listed: RemoteRegistry;
  override: RemoteOverride | null;
}

/**
 * At start: reads QA's stored override and applies it in debug mode only. A refused one
 * (an origin the registry does not allow, a remote it does not list) is cleared with one
 * warning, whatever the mode, and the registry's remote is loaded.
 */
export function prepareRegistryWithOverride(
  listed: RemoteRegistry,
  { storage, debug, shellOrigin }: { storage: KeyValueStorage; debug: boolean; shellOrigin: string },
): PreparedRegistry {
  const stored = readRemoteOverride(storage);
  const outcome = applyRemoteOverride(listed, stored, shellOrigin);
  if (outcome.status === 'refused') {
    console.warn(
      `[shell] Refused the stored remote override for "${outcome.override.section}" ` +
        `(${outcome.refusal}: ${outcome.override.manifestUrl}); loading the registry's ${outcome.override.section}.`,
    );
    writeRemoteOverride(storage, null);
  }
  if (outcome.status !== 'applied' || !debug) return { registry: listed, listed, override: null };
  console.info(`[shell] QA override: ${outcome.override.section} from ${outcome.override.manifestUrl} (registry: ${outcome.replaced}).`);
  return { registry: outcome.registry, listed, override: outcome.override };
}
