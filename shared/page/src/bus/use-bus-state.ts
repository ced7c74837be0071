import { useCallback, useSyncExternalStore } from 'react';
import { missionBus } from './mission-bus';
import { initialBusState, type BusState, type BusStateKey } from './bus-state';
import type { MissionBus } from './mission-bus-type';

/** State the page's address decides: the same when the build renders the page and when a visitor opens it. */
const ADDRESS_STATE: ReadonlySet<BusStateKey> = new Set<BusStateKey>(['locale']);

/** Everything else is what a first visit holds (nothing stored, nothing asked): what the build renders. */
const FIRST_VISIT = initialBusState();

/**
 * Reads a replayed bus state value in React, re-rendering on change.
 *
 * A prerendered page (docs/prerendered-pages.md) is hydrated with the state it was rendered
 * with: the address's locale and a first visit's everything else. A returning visitor's own
 * state (progress, sound off, permissions) then comes in the render right after hydration,
 * so React never finds the markup and the visit disagreeing (error #418) and redraws nothing.
 */
export function useBusState<K extends BusStateKey>(key: K, bus: MissionBus = missionBus): BusState[K] {
  // A stable subscribe keeps React from resubscribing on every render.
  const subscribe = useCallback((onChange: () => void) => bus.watch(key, onChange), [bus, key]);
  const read = useCallback(() => bus.getState(key), [bus, key]);
  const readAsRendered = useCallback(() => (ADDRESS_STATE.has(key) ? bus.getState(key) : FIRST_VISIT[key]), [bus, key]);
  return useSyncExternalStore(subscribe, read, readAsRendered);
}
