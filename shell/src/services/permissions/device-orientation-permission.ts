import type { PermissionOutcome } from '@mission/shared';
import { requestSensorPermission, sensorNeedsUserGesture, type SensorHost } from './sensor-permission';

/**
 * Device orientation permission (docs/product-rules.md §4, docs/product-rules.md §6: asked on the /permission screen).
 * True on iOS 13+, where the prompt may only be opened from a user gesture: the screen
 * must then show its "Grant Permission" button and call the request from its click handler.
 */
export function needsUserGesture(host: SensorHost = window as SensorHost): boolean {
  return sensorNeedsUserGesture(host, 'DeviceOrientationEvent');
}

/**
 * Resolves granted or denied, never throws. Granted at once where no permission API
 * exists; on iOS, call it directly from a click/tap handler (see `needsUserGesture`).
 */
export function requestDeviceOrientationPermission(host: SensorHost = window as SensorHost): Promise<PermissionOutcome> {
  return requestSensorPermission(host, 'DeviceOrientationEvent');
}
