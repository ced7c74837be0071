/**
 * A Level 2 target's beacon in the scene (docs/decisions.md "One target style, in
 * the world"): a soft halo of light on the thing to act on, and a faint column over it when it
 * stands on the ground near by. Sized by angle, not metres, so a fire 12 m off and an aurora band
 * 300 m up read as the same mark.
 */

/** The halo's radius as a share of its distance: about 5 degrees of the view. */
export const BEACON_HALO_ANGLE = 0.085;
/** Never smaller than this (metres), so a near target's halo still clears the thing's edges. */
export const BEACON_HALO_MIN_M = 0.7;
/** A column stands over targets on the ground (lower than this, metres) and nearer than this (metres). */
export const BEACON_COLUMN_MAX_HEIGHT_M = 6;
export const BEACON_COLUMN_MAX_DISTANCE_M = 40;
/** The column's height (metres): a light seen over the thing, not a pillar into the sky. */
export const BEACON_COLUMN_M = 3.2;
/** A breath of the halo (seconds), stilled under reduced motion. */
export const BEACON_PULSE_S = 1.6;

/** The halo's radius (metres) for a target `distance` metres from the eye. */
export function beaconHaloRadius(distance: number): number {
  if (!Number.isFinite(distance) || distance <= 0) return BEACON_HALO_MIN_M;
  return Math.max(BEACON_HALO_MIN_M, distance * BEACON_HALO_ANGLE);
}

/** Whether the target gets a column: on or near the ground, and near. */
export function beaconHasColumn(position: readonly [number, number, number], eyeHeight: number): boolean {
  const [x, y, z] = position;
  return y - eyeHeight < BEACON_COLUMN_MAX_HEIGHT_M && Math.hypot(x, z) < BEACON_COLUMN_MAX_DISTANCE_M;
}

/**
 * How bright the beacon is (0..1): full while the target waits, a little brighter as it is
 * worked (a hold under way, an aim lined up), and out once it is done. `pulse` is the breath,
 * 0..1; under reduced motion pass 0.5.
 */
export function beaconLevel(status: { done: boolean; progress: number; aligned: boolean } | undefined, pulse: number): number {
  if (!status) return 0.8 + 0.2 * pulse;
  if (status.done) return 0;
  const worked = Math.max(status.progress, status.aligned ? 1 : 0);
  return Math.min(1, 0.7 + 0.2 * pulse + 0.3 * worked);
}
