import { needsUserGesture, requestDeviceOrientationPermission } from './device-orientation-permission';
import type { SensorHost } from './sensor-permission';

function iosHost(requestPermission: () => Promise<string>): SensorHost {
  return { DeviceOrientationEvent: { requestPermission } };
}

describe('device orientation permission (docs/product-rules.md §4 "Device orientation permission")', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('is granted at once where no permission API exists (the event without requestPermission)', async () => {
    const host: SensorHost = { DeviceOrientationEvent: {} };
    expect(needsUserGesture(host)).toBe(false);
    await expect(requestDeviceOrientationPermission(host)).resolves.toBe('granted');
  });

  it('is granted at once where the event does not exist at all', async () => {
    await expect(requestDeviceOrientationPermission({})).resolves.toBe('granted');
  });

  it('needs a user gesture on iOS 13+ (requestPermission exists)', () => {
    expect(needsUserGesture(iosHost(async () => 'granted'))).toBe(true);
  });

  it('calls requestPermission on iOS, synchronously (still inside the tap), and reports granted', async () => {
    const requestPermission = jest.fn(async () => 'granted');
    const answer = requestDeviceOrientationPermission(iosHost(requestPermission));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await expect(answer).resolves.toBe('granted');
  });

  it('is denied, with a warning, when the visitor refuses', async () => {
    await expect(requestDeviceOrientationPermission(iosHost(async () => 'denied'))).resolves.toBe('denied');
    expect(warn).toHaveBeenCalled();
  });

  it('is denied, with a warning, when requestPermission rejects (e.g. not called from a tap)', async () => {
    const host = iosHost(() => Promise.reject(new DOMException('needs a user gesture', 'NotAllowedError')));
    await expect(requestDeviceOrientationPermission(host)).resolves.toBe('denied');
    expect(warn).toHaveBeenCalled();
  });

  it('is denied, never thrown, when requestPermission throws synchronously', async () => {
    const host = iosHost(() => {
      throw new Error('boom');
    });
    await expect(requestDeviceOrientationPermission(host)).resolves.toBe('denied');
  });
});
