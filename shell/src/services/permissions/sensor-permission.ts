import type { PermissionOutcome } from '@mission/shared';

/**
 * The iOS 13+ shape of DeviceOrientationEvent and DeviceMotionEvent: a static
 * `requestPermission()`. The DOM typings do not declare it, hence this structural type.
 */
export interface SensorEventConstructor {
  requestPermission?: () => Promise<string>;
}

/**
 * Where a sensor event's permission API may live: `window` in the browser, a fake in tests.
 * A missing constructor and a constructor without `requestPermission` both mean "no
 * permission API".
 */
export type SensorHost = Partial<Record<'DeviceOrientationEvent' | 'DeviceMotionEvent', SensorEventConstructor>>;

export type SensorEventName = keyof SensorHost;

/** True when the browser gates this sensor behind a prompt that only a user gesture may open. */
export function sensorNeedsUserGesture(host: SensorHost, event: SensorEventName): boolean {
  return typeof host[event]?.requestPermission === 'function';
}

/**
 * Asks for a sensor. Where no permission API exists the answer is granted at once (docs/product-rules.md §4).
 * On iOS, `requestPermission()` is called synchronously, before any await: the caller must
 * be inside a user gesture handler (tap/click), or iOS rejects it. Never throws: a refusal,
 * an unexpected answer or a rejection is "denied", with a warning in the console.
 */
export function requestSensorPermission(host: SensorHost, event: SensorEventName): Promise<PermissionOutcome> {
  const constructor = host[event];
  if (typeof constructor?.requestPermission !== 'function') return Promise.resolve('granted');
  let answer: Promise<string>;
  try {
    answer = constructor.requestPermission();
  } catch (error) {
    return Promise.resolve(deniedWith(event, 'failed', error));
  }
  return Promise.resolve(answer).then(
    (result) => (result === 'granted' ? 'granted' : deniedWith(event, 'refused', result)),
    (error: unknown) => deniedWith(event, 'failed', error),
  );
}

function deniedWith(event: SensorEventName, how: 'refused' | 'failed', reason: unknown): 'denied' {
  const why = how === 'refused' ? 'access was not granted' : 'request failed (iOS refuses one made outside a tap); treating it as denied';
  console.warn(`[permissions] ${event} ${why}:`, reason);
  return 'denied';
}
