import { VirtualTimeScheduler } from 'rxjs';
import { createDeviceStateStore, type DeviceStateStoreOptions, type DeviceWindow } from './device-state-store';
import type { NonFunctionalState } from './non-functional-state';

/** A phone-like window whose size and pose a test changes, then announces with events. */
function fakePhone({ orientationApi = true } = {}) {
  const orientation = Object.assign(new EventTarget(), { type: 'portrait-primary', angle: 0 });
  const win = Object.assign(new EventTarget(), {
    innerWidth: 390,
    innerHeight: 844,
    navigator: { maxTouchPoints: 5, userAgent: 'fake phone' },
    screen: orientationApi ? { orientation } : {},
  });
  return {
    win: win as DeviceWindow,
    turnSideways() {
      Object.assign(win, { innerWidth: 844, innerHeight: 390 });
      Object.assign(orientation, { type: 'landscape-primary', angle: 90 });
    },
    fire(target: 'window' | 'orientation', type: string) {
      (target === 'window' ? win : orientation).dispatchEvent(new Event(type));
    },
  };
}

function storeFor(phone: ReturnType<typeof fakePhone>, options: DeviceStateStoreOptions = {}) {
  const scheduler = new VirtualTimeScheduler();
  const detectWebGL = jest.fn(() => true);
  const store = createDeviceStateStore({ window: phone.win, development: false, detectWebGL, scheduler, ...options });
  const seen: NonFunctionalState[] = [];
  const subscription = store.state$.subscribe((state) => seen.push(state));
  return { store, scheduler, seen, detectWebGL, subscription };
}

describe('device state store (docs/product-rules.md §3 "Non-functional state")', () => {
  it('measures at creation and replays it to a subscriber', () => {
    const { store, seen } = storeFor(fakePhone());
    expect(seen).toHaveLength(1);
    expect(store.getState()).toMatchObject({
      deviceRotated: false,
      windowTooSmall: false,
      windowTooLarge: false,
      webGLDisabled: false,
      windowSize: { width: 390, height: 844, isMobile: true },
      deviceInfo: { isTouch: true, hasScreenOrientationApi: true, orientationType: 'portrait-primary' },
    });
  });

  it('publishes rotated after an orientationchange, once the burst settles', () => {
    const phone = fakePhone();
    const { store, scheduler, seen } = storeFor(phone);
    phone.turnSideways();
    phone.fire('window', 'orientationchange');
    phone.fire('window', 'resize');
    phone.fire('orientation', 'change');
    scheduler.flush();
    expect(seen).toHaveLength(2);
    expect(store.getState().deviceRotated).toBe(true);
  });

  it('listens to screen.orientation "change" alone as well', () => {
    const phone = fakePhone();
    const { store, scheduler } = storeFor(phone);
    phone.turnSideways();
    phone.fire('orientation', 'change');
    scheduler.flush();
    expect(store.getState().deviceRotated).toBe(true);
  });

  it('emits nothing when an event changes nothing', () => {
    const phone = fakePhone();
    const { scheduler, seen } = storeFor(phone);
    phone.fire('window', 'resize');
    scheduler.flush();
    expect(seen).toHaveLength(1);
  });

  it('measures again on demand with refresh()', () => {
    const phone = fakePhone();
    const { store } = storeFor(phone);
    phone.turnSideways();
    store.refresh();
    expect(store.getState().deviceRotated).toBe(true);
  });

  it('probes WebGL once, not on every resize, and reports its absence', () => {
    const phone = fakePhone();
    const detectWebGL = jest.fn(() => false);
    const { store, scheduler } = storeFor(phone, { detectWebGL });
    phone.turnSideways();
    phone.fire('window', 'resize');
    scheduler.flush();
    expect(detectWebGL).toHaveBeenCalledTimes(1);
    expect(store.getState().webGLDisabled).toBe(true);
  });

  it('probes WebGL in a task after creation: the first state assumes it, as the prerendered page does', () => {
    const detectWebGL = jest.fn(() => false);
    const { store, scheduler, seen } = storeFor(fakePhone(), { detectWebGL });
    expect(detectWebGL).not.toHaveBeenCalled();
    expect(store.getState().webGLDisabled).toBe(false);
    scheduler.flush();
    expect(detectWebGL).toHaveBeenCalledTimes(1);
    expect(seen.map((state) => state.webGLDisabled)).toEqual([false, true]);
  });

  it('never probes once disposed before the probe ran', () => {
    const detectWebGL = jest.fn(() => true);
    const { store, scheduler } = storeFor(fakePhone(), { detectWebGL });
    store.dispose();
    scheduler.flush();
    expect(detectWebGL).not.toHaveBeenCalled();
  });

  it('skips every check, and the WebGL probe, in development mode', () => {
    const phone = fakePhone();
    phone.turnSideways();
    const detectWebGL = jest.fn(() => false);
    const { store, scheduler } = storeFor(phone, { development: true, detectWebGL });
    scheduler.flush();
    expect(detectWebGL).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({
      deviceRotated: false,
      windowTooSmall: false,
      windowTooLarge: false,
      webGLDisabled: false,
    });
  });

  it('treats a browser without screen.orientation by the window shape', () => {
    const phone = fakePhone({ orientationApi: false });
    phone.turnSideways();
    const { store } = storeFor(phone);
    expect(store.getState().deviceInfo.hasScreenOrientationApi).toBe(false);
    expect(store.getState().deviceRotated).toBe(true);
  });

  it('stops listening after dispose', () => {
    const phone = fakePhone();
    const { store, scheduler, seen } = storeFor(phone);
    store.dispose();
    phone.turnSideways();
    phone.fire('window', 'resize');
    scheduler.flush();
    expect(seen).toHaveLength(1);
  });
});
