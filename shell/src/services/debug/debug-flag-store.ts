import type { EventBus } from '@mission/shared';
import { browserSessionStorage, type KeyValueStorage } from '../storage/safe-storage';
import { readStoredRecord, writeStoredRecord, type StoredRecordSpec } from '../storage/stored-record';
import { debugFlagFromLocation, debugMarkerOf, type AddressParts } from './debug-flag';

/**
 * Debug mode kept for the browser tab (docs/product-rules.md §2, docs/product-rules.md §3: session storage), as a versioned
 * record. Corrupted, foreign or future records are reset with one warning; a storage that
 * throws leaves the flag in memory for the visit (safe-storage.ts).
 */
export const DEBUG_FLAG_RECORD: StoredRecordSpec<boolean> = {
  key: 'mission.debug.v1',
  version: 1,
  fallback: () => false,
  parse: (data) =>
    typeof data === 'boolean' ? { value: data, dropped: [] } : { value: false, dropped: ['the debug flag (not true or false)'] },
};

export interface DebugFlagOptions {
  bus: EventBus;
  storage?: KeyValueStorage;
  location?: AddressParts;
  /** Where address changes are heard (hashchange, popstate). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Reads the address again after a hashchange or popstate. */
  currentLocation?: () => AddressParts;
}

/**
 * Decides debug mode from the address and the session, keeps it, and publishes it on the
 * bus (`debug`) for the remotes' debug panels. Later writes to the bus state (the /_debug
 * route, a debug panel) are kept too, and so are markers typed into the hash.
 */
export function startDebugFlag({
  bus,
  storage = browserSessionStorage(),
  location = window.location,
  target = window,
  currentLocation = () => window.location,
}: DebugFlagOptions): { debug: boolean; stop: () => void } {
  const debug = debugFlagFromLocation(location, readStoredRecord(storage, DEBUG_FLAG_RECORD));
  // Written even when unchanged: a corrupted record is replaced at once.
  writeStoredRecord(storage, DEBUG_FLAG_RECORD, debug);
  bus.setState('debug', debug);

  const stopWatching = bus.watch('debug', (value) => writeStoredRecord(storage, DEBUG_FLAG_RECORD, value));
  const onAddressChange = () => {
    const marker = debugMarkerOf(currentLocation());
    if (marker !== null) bus.setState('debug', marker === 'on');
  };
  target.addEventListener('hashchange', onAddressChange);
  target.addEventListener('popstate', onAddressChange);

  return {
    debug,
    stop: () => {
      stopWatching();
      target.removeEventListener('hashchange', onAddressChange);
      target.removeEventListener('popstate', onAddressChange);
    },
  };
}
