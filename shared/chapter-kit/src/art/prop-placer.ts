import { Matrix4 } from 'three';
import type { GroundPoint } from '../view/compass-bearing';

/**
 * Places the parts of a trade's prop just behind its hotspot, seen from the player: the
 * hotspot point pushed `outward` times further away, then offset by (dx, dy, dz) in metres.
 */
export function propPlacer(hotspot: GroundPoint, outward: number): (dx: number, dy: number, dz: number) => Matrix4 {
  return (dx, dy, dz) => new Matrix4().makeTranslation(hotspot[0] * outward + dx, dy, hotspot[2] * outward + dz);
}

/**
 * Stands a part at `yawDeg` and `distance` from the player, at height `y`, turned so its
 * front (+z) faces the player and its width (x) runs along the circle: walls, consoles and
 * window frames around a room the player stands in.
 */
export function facingPlayer(yawDeg: number, distance: number, y: number): Matrix4 {
  const yaw = (yawDeg * Math.PI) / 180;
  return new Matrix4().makeRotationY(yaw).setPosition(-Math.sin(yaw) * distance, y, -Math.cos(yaw) * distance);
}
