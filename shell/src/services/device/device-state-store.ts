import { BehaviorSubject, asyncScheduler, debounceTime, type Observable, type SchedulerLike } from 'rxjs';
import { domEvents, type EventSource } from '../events/dom-events';
import { isDevelopmentBuild } from './development-mode';
import {
  evaluateNonFunctionalState,
  sameNonFunctionalState,
  type NonFunctionalInputs,
  type NonFunctionalState,
} from './non-functional-state';
import { detectWebGL } from './webgl-support';

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** The parts of `window` the store reads; `window` itself in the browser, a fake in tests. */
export interface DeviceWindow extends Listenable {
  innerWidth: number;
  innerHeight: number;
  navigator: { maxTouchPoints?: number; userAgent: string };
  screen: { orientation?: (Listenable & { type?: string; angle?: number }) | null };
}

export interface DeviceStateStoreOptions {
  window?: DeviceWindow;
  /** Defaults to the build's mode (see development-mode.ts). */
  development?: boolean;
  detectWebGL?: () => boolean;
  /** Resize fires many times per drag and iOS reports the new size late: wait for calm. */
  debounceMs?: number;
  /** For tests: a virtual-time scheduler instead of real timers. */
  scheduler?: SchedulerLike;
}

export interface DeviceStateStore {
  /** Replays the current state, then each change that a gate could show differently. */
  readonly state$: Observable<NonFunctionalState>;
  getState(): NonFunctionalState;
  /** Measure again now (e.g. after the visitor taps "try again" on a gate). */
  refresh(): void;
  dispose(): void;
}

export const DEVICE_STATE_DEBOUNCE_MS = 100;

/**
 * The non-functional state of docs/product-rules.md §3 as a live observable: measured at creation, then again
 * after the window is resized or rotated. WebGL is probed once (it does not come and go,
 * and each probe costs a GPU context), in a task of its own just after creation: creating a
 * context is one of the costliest things the first screen's start-up did, and the first
 * render matches the prerendered page, which assumes WebGL (docs/prerendered-pages.md). A
 * browser without it sees the gate a moment later, long before a chapter's scene could load.
 * In development it is not probed at all, since no check runs there.
 */
export function createDeviceStateStore(options: DeviceStateStoreOptions = {}): DeviceStateStore {
  const win: DeviceWindow = options.window ?? window;
  const development = options.development ?? isDevelopmentBuild();
  const scheduler = options.scheduler ?? asyncScheduler;
  let webGLAvailable = true;
  const measure = () => evaluateNonFunctionalState(readInputs(win, webGLAvailable), { development });

  const state = new BehaviorSubject<NonFunctionalState>(measure());
  const probe = development
    ? null
    : scheduler.schedule(() => {
        webGLAvailable = (options.detectWebGL ?? detectWebGL)();
        if (!state.closed) refresh();
      });

  function refresh(): void {
    const next = measure();
    if (!sameNonFunctionalState(state.getValue(), next)) state.next(next);
  }

  const orientation = win.screen.orientation;
  const sources: EventSource[] = [[win, ['resize', 'orientationchange']]];
  if (orientation) sources.push([orientation, ['change']]);
  const subscription = domEvents(sources)
    .pipe(debounceTime(options.debounceMs ?? DEVICE_STATE_DEBOUNCE_MS, scheduler))
    .subscribe(refresh);

  return {
    state$: state.asObservable(),
    getState: () => state.getValue(),
    refresh,
    dispose: () => {
      probe?.unsubscribe();
      subscription.unsubscribe();
      state.complete();
    },
  };
}

function readInputs(win: DeviceWindow, webGLAvailable: boolean): NonFunctionalInputs {
  const orientation = win.screen.orientation ?? null;
  return {
    width: win.innerWidth,
    height: win.innerHeight,
    // Touch points cover modern browsers; ontouchstart the older mobile ones.
    isTouch: (win.navigator.maxTouchPoints ?? 0) > 0 || 'ontouchstart' in win,
    screenOrientation: orientation ? { type: orientation.type, angle: orientation.angle } : null,
    webGLAvailable,
    userAgent: win.navigator.userAgent,
  };
}
