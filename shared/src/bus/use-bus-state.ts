import { useSyncExternalStore } from 'react';
import { missionBus } from './mission-bus';
import type { BusState, BusStateKey } from './bus-state';

/** Reads a replayed bus state value in React, re-rendering on change. */
export function useBusState<K extends BusStateKey>(key: K, bus = missionBus): BusState[K] {
  return useSyncExternalStore(
    (onChange) => bus.watch(key, onChange),
    () => bus.getState(key),
  );
}
