import type { GroundPoint } from '@mission/shared/src/chapter-kit';

/** A point `distance` away from the player at `yawDeg` (0 ahead, positive to the left), at height `y`. */
export function polar(yawDeg: number, distance: number, y = 0): GroundPoint {
  const yaw = (yawDeg * Math.PI) / 180;
  return [-Math.sin(yaw) * distance, y, -Math.cos(yaw) * distance];
}
