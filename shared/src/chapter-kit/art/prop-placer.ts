import { Matrix4 } from 'three';
import type { GroundPoint } from '../compass-bearing';

/**
 * Places the parts of a trade's prop just behind its hotspot, seen from the player: the
 * hotspot point pushed `outward` times further away, then offset by (dx, dy, dz) in metres.
 */
export function propPlacer(hotspot: GroundPoint, outward: number): (dx: number, dy: number, dz: number) => Matrix4 {
  return (dx, dy, dz) => new Matrix4().makeTranslation(hotspot[0] * outward + dx, dy, hotspot[2] * outward + dz);
}
