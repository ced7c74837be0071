import { EventBus, type PermissionOutcome, type PermissionStatus } from '@mission/shared';
import { createPermissionStore, type PermissionRequests } from './permission-store';

/** A browser answer the test releases when it wants. */
function deferred() {
  let answer: (outcome: PermissionOutcome) => void = () => {};
  const ask = jest.fn(() => new Promise<PermissionOutcome>((resolve) => (answer = resolve)));
  return { ask, answer: (outcome: PermissionOutcome) => answer(outcome) };
}

function answering(outcome: PermissionOutcome): () => Promise<PermissionOutcome> {
  return jest.fn(async () => outcome);
}

function storeWith(requests: Partial<PermissionRequests>, bus = new EventBus()) {
  const store = createPermissionStore(bus, {
    deviceOrientation: answering('granted'),
    camera: answering('granted'),
    motion: answering('granted'),
    orientationNeedsUserGesture: () => false,
    ...requests,
  });
  return { bus, store };
}

describe('permission store (docs/product-rules.md §3 "Permissions", docs/product-rules.md §4)', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('starts from the bus: everything idle', () => {
    const { store } = storeWith({});
    expect(store.getState()).toEqual({ deviceOrientation: 'idle', camera: 'idle', motion: 'idle' });
  });

  it('moves orientation to prompt at once, then to granted, and publishes each on the bus', async () => {
    const browser = deferred();
    const { bus, store } = storeWith({ deviceOrientation: browser.ask });
    const seen: PermissionStatus[] = [];
    bus.watch('permissions', (permissions) => seen.push(permissions.deviceOrientation));

    const result = store.requestDeviceOrientation();
    expect(browser.ask).toHaveBeenCalledTimes(1); // synchronously: still inside the tap (iOS)
    expect(bus.getState('permissions').deviceOrientation).toBe('prompt');

    browser.answer('granted');
    await expect(result).resolves.toBe('granted');
    expect(seen).toEqual(['idle', 'prompt', 'granted']);
    expect(bus.getState('forceTouchControls')).toBe(false);
  });

  it('follows the camera request the portal makes itself: prompt, then its answer, on the bus', async () => {
    const { bus, store } = storeWith({});
    let answer: (outcome: PermissionOutcome) => void = () => {};
    const result = store.followCamera(new Promise<PermissionOutcome>((resolve) => (answer = resolve)));
    expect(bus.getState('permissions').camera).toBe('prompt');
    answer('denied');
    await expect(result).resolves.toBe('denied');
    expect(bus.getState('permissions').camera).toBe('denied');
    // An answer stands: a later request does not undo it.
    await expect(store.followCamera(Promise.resolve('granted'))).resolves.toBe('denied');
  });

  it('turns on forceTouchControls when orientation is denied', async () => {
    const { bus, store } = storeWith({ deviceOrientation: answering('denied') });
    await expect(store.requestDeviceOrientation()).resolves.toBe('denied');
    expect(bus.getState('permissions').deviceOrientation).toBe('denied');
    expect(bus.getState('forceTouchControls')).toBe(true);
  });

  it('moves the camera through prompt to granted or denied', async () => {
    const granted = storeWith({ camera: answering('granted') });
    await expect(granted.store.requestCamera()).resolves.toBe('granted');
    expect(granted.bus.getState('permissions').camera).toBe('granted');

    const denied = storeWith({ camera: answering('denied') });
    await expect(denied.store.requestCamera()).resolves.toBe('denied');
    expect(denied.bus.getState('permissions')).toEqual({ deviceOrientation: 'idle', camera: 'denied' });
  });

  it('keeps motion in the store only: the bus contract carries orientation and camera', async () => {
    const { bus, store } = storeWith({ motion: answering('denied') });
    const before = bus.getState('permissions');
    await expect(store.requestMotion()).resolves.toBe('denied');
    expect(store.getState().motion).toBe('denied');
    expect(bus.getState('permissions')).toBe(before);
  });

  it('does not ask again once answered', async () => {
    const camera = answering('denied');
    const { store } = storeWith({ camera });
    await store.requestCamera();
    await expect(store.requestCamera()).resolves.toBe('denied');
    expect(camera).toHaveBeenCalledTimes(1);
  });

  it('shares one open request between two callers (a double tap opens one prompt)', async () => {
    const browser = deferred();
    const { store } = storeWith({ camera: browser.ask });
    const first = store.requestCamera();
    const second = store.requestCamera();
    browser.answer('granted');
    await expect(Promise.all([first, second])).resolves.toEqual(['granted', 'granted']);
    expect(browser.ask).toHaveBeenCalledTimes(1);
  });

  it('asks again after an explicit reset, and ignores the stale answer of the earlier request', async () => {
    const stale = deferred();
    const { store } = storeWith({ camera: stale.ask });
    const first = store.requestCamera();
    store.reset('camera');
    expect(store.getState().camera).toBe('idle');

    stale.answer('denied');
    await first;
    expect(store.getState().camera).toBe('idle');

    const second = store.requestCamera();
    expect(stale.ask).toHaveBeenCalledTimes(2);
    stale.answer('granted');
    await expect(second).resolves.toBe('granted');
  });

  it('turns a request that throws or rejects into denied with a warning, never an uncaught error', async () => {
    const { store } = storeWith({
      camera: () => {
        throw new Error('broken');
      },
      motion: () => Promise.reject(new Error('broken')),
    });
    await expect(store.requestCamera()).resolves.toBe('denied');
    await expect(store.requestMotion()).resolves.toBe('denied');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('says whether the orientation prompt needs the button (a user gesture)', () => {
    expect(storeWith({ orientationNeedsUserGesture: () => true }).store.orientationNeedsUserGesture()).toBe(true);
    expect(storeWith({ orientationNeedsUserGesture: () => false }).store.orientationNeedsUserGesture()).toBe(false);
  });

  it('continues from what the bus already holds', async () => {
    const bus = new EventBus();
    bus.setState('permissions', { deviceOrientation: 'granted', camera: 'idle' });
    const deviceOrientation = answering('denied');
    const { store } = storeWith({ deviceOrientation }, bus);
    await expect(store.requestDeviceOrientation()).resolves.toBe('granted');
    expect(deviceOrientation).not.toHaveBeenCalled();
  });

  it('stops publishing after dispose', async () => {
    const { bus, store } = storeWith({ camera: answering('granted') });
    store.dispose();
    await store.requestCamera();
    expect(bus.getState('permissions').camera).toBe('idle');
  });
});
