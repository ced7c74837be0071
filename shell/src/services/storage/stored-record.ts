import type { KeyValueStorage } from './safe-storage';

/** What a validator makes of stored data: the usable value plus what it had to drop. */
export interface Parsed<T> {
  value: T;
  /** Human-readable reasons for each part that was reset; empty when all was valid. */
  dropped: string[];
}

export interface StoredRecordSpec<T> {
  /** The storage key; it carries the version too (e.g. "mission.progress.v1"). */
  key: string;
  version: number;
  fallback: () => T;
  /** Keeps every valid part of `data` and lists what it reset. Never throws. */
  parse: (data: unknown) => Parsed<T>;
}

/**
 * Reads a versioned record `{ version, data }`. Whatever is wrong with it (not JSON,
 * truncated, another app's shape, a version from the future), the caller gets a usable
 * value, keeps every valid part, and one warning names the key and what was reset. The
 * repaired value is written back, so the next visit starts clean instead of warning again.
 */
export function readStoredRecord<T>(storage: KeyValueStorage, spec: StoredRecordSpec<T>): T {
  const raw = storage.getItem(spec.key);
  if (raw === null) return spec.fallback();

  const problem = (reason: string): T => {
    console.warn(`[storage] "${spec.key}" was reset: ${reason}.`);
    const fallback = spec.fallback();
    writeStoredRecord(storage, spec, fallback);
    return fallback;
  };

  let envelope: unknown;
  try {
    envelope = JSON.parse(raw);
  } catch {
    return problem('it is not valid JSON (corrupted or truncated)');
  }
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) {
    return problem('it is not a record of this app');
  }
  const { version, data } = envelope as { version?: unknown; data?: unknown };
  if (typeof version !== 'number' || !Number.isInteger(version)) return problem('it carries no version');
  if (version > spec.version) return problem(`it was written by a newer version (${version} > ${spec.version})`);
  if (version < spec.version) return problem(`it was written by an older version (${version}) with no migration`);

  const parsed = spec.parse(data);
  if (parsed.dropped.length > 0) {
    console.warn(`[storage] "${spec.key}": kept the valid parts, reset ${parsed.dropped.join('; ')}.`);
    writeStoredRecord(storage, spec, parsed.value);
  }
  return parsed.value;
}

export function writeStoredRecord<T>(storage: KeyValueStorage, spec: Pick<StoredRecordSpec<T>, 'key' | 'version'>, value: T): void {
  storage.setItem(spec.key, JSON.stringify({ version: spec.version, data: value }));
}
