import { BehaviorSubject, Observable, Subject, distinctUntilChanged, filter } from 'rxjs';
import { BUS_CONTRACT_VERSION } from './bus-contract';
import { busEventProblem, isRetiredBusEvent } from './bus-event-validation';
import type { BusEvent, BusEventOf, BusEventType } from './bus-events';
import { initialBusState, type BusState, type BusStateKey } from './bus-state';
import type { MissionBus, Unsubscribe } from './mission-bus-type';

let busCount = 0;

/**
 * The typed event bus: fire-and-forget events plus replayed state streams.
 * A handler that throws is logged and never stops the others, so one broken remote
 * cannot silence the shell. The class is the host's type (it can `setState`); everyone
 * else holds it as a `MissionBus`.
 */
export class EventBus implements MissionBus {
  readonly id: string;
  readonly contractVersion = BUS_CONTRACT_VERSION;
  private readonly events$ = new Subject<BusEvent>();
  private readonly state: { [K in BusStateKey]: BehaviorSubject<BusState[K]> };

  constructor(initial: BusState = initialBusState()) {
    busCount += 1;
    this.id = `bus-${busCount}-${Math.random().toString(36).slice(2, 8)}`;
    this.state = {
      locale: new BehaviorSubject(initial.locale),
      audioEnabled: new BehaviorSubject(initial.audioEnabled),
      forceTouchControls: new BehaviorSubject(initial.forceTouchControls),
      sectionProgress: new BehaviorSubject(initial.sectionProgress),
      permissions: new BehaviorSubject(initial.permissions),
      watchedInterstitials: new BehaviorSubject(initial.watchedInterstitials),
      compassVisible: new BehaviorSubject(initial.compassVisible),
      debug: new BehaviorSubject(initial.debug),
    };
  }

  /**
   * Delivers a valid event; drops anything else, whole, with one warning naming what is
   * wrong. A retired event from a remote built on an older minor is dropped quietly.
   */
  emit(event: BusEvent): void {
    if (isRetiredBusEvent(event)) return;
    const problem = busEventProblem(event);
    if (problem?.type === null) {
      console.warn('[bus] dropped a message that is not a known bus event:', event);
      return;
    }
    if (problem) {
      console.warn(`[bus] dropped a "${problem.type}" event: its "${problem.field}" is not valid.`, event);
      return;
    }
    this.events$.next(event);
  }

  events<T extends BusEventType>(type: T): Observable<BusEventOf<T>> {
    return this.events$.pipe(filter((event): event is BusEventOf<T> => event.type === type));
  }

  allEvents(): Observable<BusEvent> {
    return this.events$.asObservable();
  }

  on<T extends BusEventType>(type: T, handler: (event: BusEventOf<T>) => void): Unsubscribe {
    const subscription = this.events(type).subscribe(guard(`event "${type}"`, handler));
    return () => subscription.unsubscribe();
  }

  onAny(handler: (event: BusEvent) => void): Unsubscribe {
    const subscription = this.events$.subscribe(guard('any event', handler));
    return () => subscription.unsubscribe();
  }

  state$<K extends BusStateKey>(key: K): Observable<BusState[K]> {
    return this.state[key].pipe(distinctUntilChanged());
  }

  watch<K extends BusStateKey>(key: K, handler: (value: BusState[K]) => void): Unsubscribe {
    const subscription = this.state$(key).subscribe(guard(`state "${key}"`, handler));
    return () => subscription.unsubscribe();
  }

  getState<K extends BusStateKey>(key: K): BusState[K] {
    return this.state[key].getValue();
  }

  /** The shell publishes state; remotes only read it. */
  setState<K extends BusStateKey>(key: K, value: BusState[K]): void {
    this.state[key].next(value);
  }
}

function guard<T>(what: string, handler: (value: T) => void): (value: T) => void {
  return (value) => {
    try {
      handler(value);
    } catch (error) {
      console.error(`[bus] a handler for ${what} threw; other handlers still ran.`, error);
    }
  };
}
