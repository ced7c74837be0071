import { motionNeedsUserGesture, requestMotionPermission } from './motion-permission';

describe('motion permission (docs/product-rules.md §6 "Motion")', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('is granted at once where no permission API exists', async () => {
    expect(motionNeedsUserGesture({ DeviceMotionEvent: {} })).toBe(false);
    await expect(requestMotionPermission({ DeviceMotionEvent: {} })).resolves.toBe('granted');
  });

  it('asks DeviceMotionEvent, not DeviceOrientationEvent, on iOS', async () => {
    const motion = jest.fn(async () => 'granted');
    const orientation = jest.fn(async () => 'granted');
    const host = { DeviceMotionEvent: { requestPermission: motion }, DeviceOrientationEvent: { requestPermission: orientation } };
    expect(motionNeedsUserGesture(host)).toBe(true);
    await expect(requestMotionPermission(host)).resolves.toBe('granted');
    expect(motion).toHaveBeenCalledTimes(1);
    expect(orientation).not.toHaveBeenCalled();
  });

  it('is denied on refusal or rejection, never thrown', async () => {
    await expect(requestMotionPermission({ DeviceMotionEvent: { requestPermission: async () => 'denied' } })).resolves.toBe('denied');
    await expect(
      requestMotionPermission({ DeviceMotionEvent: { requestPermission: () => Promise.reject(new Error('no')) } }),
    ).resolves.toBe('denied');
  });
});
