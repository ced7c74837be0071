import type { GroundPoint } from './compass-bearing';

/**
 * A point `distance` away from the player at `yawDeg` (0 ahead, positive to the left), at
 * height `y`: how chapter layouts place hotspots and targets around the player.
 */
export function polar(yawDeg: number, distance: number, y = 0): GroundPoint {
  const yaw = (yawDeg * Math.PI) / 180;
  return [-Math.sin(yaw) * distance, y, -Math.cos(yaw) * distance];
}
