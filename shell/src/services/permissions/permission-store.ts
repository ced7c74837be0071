import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  isPermissionSettled,
  promptPermission,
  resetPermission,
  settlePermission,
  type BusState,
  type EventBus,
  type PermissionOutcome,
  type PermissionStatus,
} from '@mission/shared';
import { requestCameraPermission } from './camera-permission';
import { needsUserGesture, requestDeviceOrientationPermission } from './device-orientation-permission';
import { requestMotionPermission } from './motion-permission';

/** The shell's permissions: the two on the bus (docs/product-rules.md §3) plus motion, which the bus does not carry yet. */
export interface PermissionsState {
  deviceOrientation: PermissionStatus;
  camera: PermissionStatus;
  motion: PermissionStatus;
}

export type PermissionKind = keyof PermissionsState;

/** The browser requests, injectable so tests (and a debug panel) can answer for the browser. */
export interface PermissionRequests {
  deviceOrientation: () => Promise<PermissionOutcome>;
  camera: () => Promise<PermissionOutcome>;
  motion: () => Promise<PermissionOutcome>;
  /** Whether the orientation prompt needs a user gesture (iOS 13+). */
  orientationNeedsUserGesture: () => boolean;
}

export interface PermissionStore {
  /** Replays the current statuses, then each change. */
  readonly state$: Observable<PermissionsState>;
  getState(): PermissionsState;
  /**
   * Moves to prompt, asks the browser, settles granted or denied; resolves the final status
   * and never rejects. The browser call happens synchronously, so on iOS call these straight
   * from a click/tap handler. An answered permission resolves at once without asking again;
   * a second call while one is open shares it.
   */
  requestDeviceOrientation(): Promise<PermissionStatus>;
  requestCamera(): Promise<PermissionStatus>;
  requestMotion(): Promise<PermissionStatus>;
  /**
   * The portal opens the camera itself, for its feed (a stream it keeps, unlike
   * requestCamera's, which is released at once): the camera status follows that request,
   * prompt while the browser asks, then its answer, on the bus like any other
   * (docs/product-rules.md §3 "Permissions", §4 "Camera permission").
   */
  followCamera(answer: Promise<PermissionOutcome>): Promise<PermissionStatus>;
  /** True where the orientation prompt needs the /permission screen's button (iOS 13+). */
  orientationNeedsUserGesture(): boolean;
  /** Forget an answer so that it can be asked again (e.g. "try again" on a gate). */
  reset(kind: PermissionKind): void;
  /** Stop publishing (tests, hot reload). */
  dispose(): void;
}

const BROWSER_REQUESTS: PermissionRequests = {
  deviceOrientation: () => requestDeviceOrientationPermission(),
  camera: () => requestCameraPermission(),
  motion: () => requestMotionPermission(),
  orientationNeedsUserGesture: () => needsUserGesture(),
};

/**
 * The shell's permission store (the shell owns permissions; remotes read them from the bus).
 * It publishes `permissions` to the bus with replay, and turns `forceTouchControls` on when
 * device orientation is denied, so chapters fall back to touch instead of a dead view.
 */
export function createPermissionStore(bus: EventBus, requests: Partial<PermissionRequests> = {}): PermissionStore {
  const browser: PermissionRequests = { ...BROWSER_REQUESTS, ...requests };
  const fromBus = bus.getState('permissions');
  const state = new BehaviorSubject<PermissionsState>({ ...fromBus, motion: 'idle' });
  const open: Partial<Record<PermissionKind, Promise<PermissionStatus>>> = {};

  const published = state
    .pipe(
      map(({ deviceOrientation, camera }) => ({ deviceOrientation, camera })),
      distinctUntilChanged((a, b) => a.deviceOrientation === b.deviceOrientation && a.camera === b.camera),
    )
    .subscribe((permissions: BusState['permissions']) => {
      bus.setState('permissions', permissions);
      if (permissions.deviceOrientation === 'denied') bus.setState('forceTouchControls', true);
    });

  function set(kind: PermissionKind, status: PermissionStatus): void {
    const current = state.getValue();
    if (current[kind] !== status) state.next({ ...current, [kind]: status });
  }

  function request(kind: PermissionKind, ask: () => Promise<PermissionOutcome>): Promise<PermissionStatus> {
    const current = state.getValue()[kind];
    if (isPermissionSettled(current)) return Promise.resolve(current);
    const pending = open[kind];
    if (pending) return pending;
    set(kind, promptPermission(current));
    const asked = settleWith(kind, ask).then((outcome) => {
      // A reset while the browser was asking makes this answer stale: the next request asks again.
      if (open[kind] === asked) {
        delete open[kind];
        set(kind, settlePermission(state.getValue()[kind], outcome));
      }
      return state.getValue()[kind];
    });
    open[kind] = asked;
    return asked;
  }

  return {
    state$: state.asObservable(),
    getState: () => state.getValue(),
    requestDeviceOrientation: () => request('deviceOrientation', browser.deviceOrientation),
    requestCamera: () => request('camera', browser.camera),
    requestMotion: () => request('motion', browser.motion),
    followCamera: (answer) => request('camera', () => answer),
    orientationNeedsUserGesture: () => safeNeedsGesture(browser),
    reset: (kind) => {
      delete open[kind];
      set(kind, resetPermission());
    },
    dispose: () => {
      published.unsubscribe();
      state.complete();
    },
  };
}

/**
 * Runs a request so that nothing escapes: the real ones never throw, but an injected one
 * might, and a permission problem must end as "denied" with a warning, never as an
 * uncaught error on a blank page.
 */
function settleWith(kind: PermissionKind, ask: () => Promise<PermissionOutcome>): Promise<PermissionOutcome> {
  const denied = (error: unknown): PermissionOutcome => {
    console.warn(`[permissions] the ${kind} request failed; treating it as denied:`, error);
    return 'denied';
  };
  try {
    return ask().then((outcome) => (outcome === 'granted' ? 'granted' : 'denied'), denied);
  } catch (error) {
    return Promise.resolve(denied(error));
  }
}

function safeNeedsGesture(browser: PermissionRequests): boolean {
  try {
    return browser.orientationNeedsUserGesture();
  } catch {
    // Unknown: showing the button is the safe side, a tap always works.
    return true;
  }
}
