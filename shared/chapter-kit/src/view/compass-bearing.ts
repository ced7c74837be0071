/**
 * Directions on the ground plane, seen from above. The player stands at the origin and a
 * yaw of 0 looks down -Z (three.js's camera default); a positive yaw turns left, as
 * three.js's rotation about +Y does.
 */

export type GroundPoint = readonly [x: number, y: number, z: number];

const TAU = Math.PI * 2;

/** Any angle brought into (-PI, PI]. */
export function wrapAngle(angle: number): number {
  const wrapped = angle - TAU * Math.floor((angle + Math.PI) / TAU);
  return wrapped === -Math.PI ? Math.PI : wrapped;
}

/** The yaw the player must face to look straight at `point` (from `from`, the origin by default). */
export function yawTowards(point: GroundPoint, from: GroundPoint = [0, 0, 0]): number {
  return Math.atan2(-(point[0] - from[0]), -(point[2] - from[2]));
}

/** How far to turn from `viewYaw` to face `targetYaw`: positive is to the left, negative to the right. */
export function relativeBearing(targetYaw: number, viewYaw: number): number {
  return wrapAngle(targetYaw - viewYaw);
}

/** The compass needle's CSS rotation in degrees (clockwise): 0 points up, meaning straight ahead. */
export function needleRotationDeg(bearing: number): number {
  return (-bearing * 180) / Math.PI;
}

export interface CompassTarget {
  id: string;
  position: GroundPoint;
}

/**
 * The hotspot the compass points to: among those not found yet, the one nearest to where
 * the player looks (the smallest turn), since the player turns on the spot and never walks.
 * Ties go to the earlier hotspot. Null once every hotspot is found.
 */
export function nearestUnfound(
  targets: readonly CompassTarget[],
  found: readonly string[],
  viewYaw: number,
): { id: string; bearing: number } | null {
  let best: { id: string; bearing: number } | null = null;
  for (const target of targets) {
    if (found.includes(target.id)) continue;
    const bearing = relativeBearing(yawTowards(target.position), viewYaw);
    if (best === null || Math.abs(bearing) < Math.abs(best.bearing)) best = { id: target.id, bearing };
  }
  return best;
}
