import type { PermissionOutcome } from '@mission/shared';
import { requestSensorPermission, sensorNeedsUserGesture, type SensorHost } from './sensor-permission';

/**
 * Motion (accelerometer) permission (docs/product-rules.md §6). True on iOS 13+: the AR "requesting motion"
 * stage shows a Continue button so that the request runs inside that tap.
 */
export function motionNeedsUserGesture(host: SensorHost = window as SensorHost): boolean {
  return sensorNeedsUserGesture(host, 'DeviceMotionEvent');
}

/** Resolves granted or denied, never throws; granted at once where no permission API exists. */
export function requestMotionPermission(host: SensorHost = window as SensorHost): Promise<PermissionOutcome> {
  return requestSensorPermission(host, 'DeviceMotionEvent');
}
