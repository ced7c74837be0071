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

/** The shell's header over the top of the canvas (CSS px): what stands under it is cut. */
export const HEADER_PX = 48;

/**
 * How big the chapter's hero is, around and above its point (metres): `width` across (a rotor's
 * span, a house's front), from `bottom` to `top` measured from the point's height (a Griffon's
 * point is the ground under it: its skids are 15 m up).
 */
export interface HeroSize {
  width: number;
  bottom: number;
  top: number;
}

/** Points on the hero's outline: a ring at its bottom and one at its top, each 12 round, as wide as the hero. */
export function heroOutline([x, y, z]: GroundPoint, { width, bottom, top }: HeroSize): GroundPoint[] {
  const points: GroundPoint[] = [];
  for (const height of [bottom, top]) {
    for (let step = 0; step < 12; step += 1) {
      const angle = (step / 12) * Math.PI * 2;
      points.push([x + (Math.cos(angle) * width) / 2, y + height, z + (Math.sin(angle) * width) / 2]);
    }
  }
  return points;
}

/**
 * Whether every point lands on the screen, in front of the eye, and below the header: the hero
 * whole in the first frame, nothing cut by an edge or the header (docs/game-design.md
 * "Composition and guidance").
 */
export function wholeInFrame(
  points: readonly GroundPoint[],
  look: LookAngles,
  lens: Lens,
  screen: { width: number; height: number } = PHONE_PORTRAIT,
): boolean {
  const underHeader = 1 - (2 * HEADER_PX) / screen.height;
  return points.every((point) => {
    const ndc = projectFromLook(point, look, lens);
    return ndc.inFront && Math.abs(ndc.x) <= 1 && ndc.y >= -1 && ndc.y <= underHeader;
  });
}
