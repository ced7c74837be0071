import { useCallback, useSyncExternalStore } from 'react';
import { missionBus } from './mission-bus';
import type { BusState, BusStateKey } from './bus-state';
import type { MissionBus } from './mission-bus-type';

/** Reads a replayed bus state value in React, re-rendering on change. */
export function useBusState<K extends BusStateKey>(key: K, bus: MissionBus = missionBus): BusState[K] {
  // A stable subscribe keeps React from resubscribing on every render.
  const subscribe = useCallback((onChange: () => void) => bus.watch(key, onChange), [bus, key]);
  const read = useCallback(() => bus.getState(key), [bus, key]);
  // The same read at build time (docs/prerendered-pages.md): the bus holds the page's state there too.
  return useSyncExternalStore(subscribe, read, read);
}
