import type { LookAngles } from '@mission/shared/orientation';
import type { GroundPoint } from './compass-bearing';

/** A phone held upright (CSS px): the screen the first frame is composed for (docs/game-design.md "Composition and guidance"). */
export const PHONE_PORTRAIT = { width: 390, height: 844 } as const;

export interface Lens {
  /** Vertical field of view, degrees (three's PerspectiveCamera.fov). */
  fovDeg: number;
  /** Width over height of the canvas. */
  aspect: number;
  /** Height of the camera above the ground (the player stands at the origin). */
  eyeHeight: number;
}

/**
 * Where a world point lands in normalised device coordinates (x and y in -1..1 on screen)
 * for a camera at the eye looking by `look` (yaw about +Y then pitch, as the kit's look
 * controller turns it): the same as three's `Vector3.project(camera)`, without three, so a
 * branch's declaration can be checked in a unit test. `inFront` is false behind the eye.
 */
export function projectFromLook(point: GroundPoint, look: LookAngles, lens: Lens): { x: number; y: number; inFront: boolean } {
  const [px, py, pz] = point;
  const y = py - lens.eyeHeight;
  // Undo the yaw, then the pitch: the point in the camera's frame, which looks down -Z.
  const x1 = px * Math.cos(look.yaw) - pz * Math.sin(look.yaw);
  const z1 = px * Math.sin(look.yaw) + pz * Math.cos(look.yaw);
  const y2 = y * Math.cos(look.pitch) + z1 * Math.sin(look.pitch);
  const z2 = -y * Math.sin(look.pitch) + z1 * Math.cos(look.pitch);
  const depth = -z2;
  const tanHalf = Math.tan((lens.fovDeg * Math.PI) / 360);
  if (depth <= 0) return { x: Number.NaN, y: Number.NaN, inFront: false };
  return { x: x1 / depth / (tanHalf * lens.aspect), y: y2 / depth / tanHalf, inFront: true };
}

/** In the middle third of the screen's width, and anywhere on its height. */
export function inMiddleThird(ndc: { x: number; y: number; inFront: boolean }): boolean {
  return ndc.inFront && Math.abs(ndc.x) <= 1 / 3 && Math.abs(ndc.y) <= 1;
}
