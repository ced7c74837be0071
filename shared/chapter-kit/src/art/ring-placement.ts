import { yawTowards, wrapAngle, type GroundPoint } from '../view/compass-bearing';
import { between } from './seeded-random';

/**
 * Places scenery around the player in a ring (inner..outer radius), keeping clear of
 * given points (hotspots, task targets) so nothing hides what the player must find.
 */
export interface RingPlacementOptions {
  count: number;
  inner: number;
  outer: number;
  /** Points to stay away from, with the clearance each needs. */
  keepClear?: readonly { point: GroundPoint; radius: number }[];
  /** Yaw ranges (radians, [from, to] going left) left empty, e.g. a road. */
  emptyArcs?: readonly (readonly [number, number])[];
  random: () => number;
  /** Tries per item before giving up on it. */
  attempts?: number;
}

export function inArc(yaw: number, arc: readonly [number, number]): boolean {
  const span = wrapAngle(arc[1] - arc[0]);
  const offset = wrapAngle(yaw - arc[0]);
  return span >= 0 ? offset >= 0 && offset <= span : offset <= 0 && offset >= span;
}

export function placeInRing(options: RingPlacementOptions): GroundPoint[] {
  const { count, inner, outer, keepClear = [], emptyArcs = [], random, attempts = 12 } = options;
  const placed: GroundPoint[] = [];
  for (let item = 0; item < count; item += 1) {
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const angle = between(random, -Math.PI, Math.PI);
      // Uniform over the ring's area, not bunched at its inner edge.
      const radius = Math.sqrt(between(random, inner * inner, outer * outer));
      const point: GroundPoint = [-Math.sin(angle) * radius, 0, -Math.cos(angle) * radius];
      const yaw = yawTowards(point);
      if (emptyArcs.some((arc) => inArc(yaw, arc))) continue;
      if (keepClear.some(({ point: clear, radius: r }) => Math.hypot(point[0] - clear[0], point[2] - clear[2]) < r)) continue;
      placed.push(point);
      break;
    }
  }
  return placed;
}

/**
 * Clearances along the lines from the player to each point, so no tree or rock stands
 * between the player and what they must find or act on.
 */
export function sightlineClearance(
  points: readonly GroundPoint[],
  radius: number,
  spacing = 2.5,
): { point: GroundPoint; radius: number }[] {
  return points.flatMap((point) => {
    const distance = Math.hypot(point[0], point[2]);
    const steps = Math.max(1, Math.floor(distance / spacing));
    return Array.from({ length: steps }, (_, index) => {
      const t = (index + 1) / (steps + 1);
      return { point: [point[0] * t, 0, point[2] * t] as GroundPoint, radius };
    });
  });
}

/** Points that scenery must stay away from: each within `radius`, and, with `sightline`, the line to it too. */
export interface KeepClearArea {
  points: readonly GroundPoint[];
  radius: number;
  /** Clearance along the line from the player to each point, so nothing stands in front of it. */
  sightline?: number;
}

/**
 * Every scene's keep-clear list in one call: around its hotspots and task targets (and
 * anything else of its own, like houses), with their sightlines, for `placeInRing`.
 */
export function keepClearOf(areas: readonly KeepClearArea[]): { point: GroundPoint; radius: number }[] {
  return [
    ...areas.flatMap(({ points, radius }) => points.map((point) => ({ point, radius }))),
    ...areas.flatMap(({ points, sightline }) => (sightline === undefined ? [] : sightlineClearance(points, sightline))),
  ];
}
