import type { Observable } from 'rxjs';
import type { BusEvent, BusEventOf, BusEventType } from './bus-events';
import type { BusState, BusStateKey } from './bus-state';

export type Unsubscribe = () => void;

/**
 * What every part of the page may do with the bus: emit events, listen, read the replayed
 * state. No `setState`: only the host publishes state, through its own handle (`hostBus`),
 * so a remote cannot overwrite the shell's progress, locale or permissions by mistake.
 */
export interface MissionBus {
  /** Identifies the instance; host and remotes compare it to prove they share one. */
  readonly id: string;
  readonly contractVersion: string;
  emit(event: BusEvent): void;
  /** Every event of one type, typed by that type. */
  events<T extends BusEventType>(type: T): Observable<BusEventOf<T>>;
  /** All events, for the shell's log and analytics. */
  allEvents(): Observable<BusEvent>;
  on<T extends BusEventType>(type: T, handler: (event: BusEventOf<T>) => void): Unsubscribe;
  onAny(handler: (event: BusEvent) => void): Unsubscribe;
  /** A state stream: replays the current value at once, then each distinct change. */
  state$<K extends BusStateKey>(key: K): Observable<BusState[K]>;
  watch<K extends BusStateKey>(key: K, handler: (value: BusState[K]) => void): Unsubscribe;
  getState<K extends BusStateKey>(key: K): BusState[K];
}
