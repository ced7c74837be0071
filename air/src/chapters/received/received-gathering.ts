// The residents gathering round the opened package once every supply is handed out.
import { smoothstep } from '@mission/chapter-kit';
import { CRATE_AT, GATHERED, RESIDENTS, type Supply } from './received-layout';

/** Seconds a resident takes to walk in to the package: the ending's length on the kit's clock (within the 2.4 s before the complete card). */
export const GATHER_S = 1.8;

/** Where a resident stands on the snow (x, z) and which way they face (radians about +y, 0 facing +z), and a step's bob (m). */
export interface ResidentStance {
  x: number;
  z: number;
  facing: number;
  bob: number;
}

/** Facing from a point towards another (radians about +y; 0 faces +z, as the kit's figures). */
function facingTowards(fromX: number, fromZ: number, toX: number, toZ: number): number {
  return Math.atan2(toX - fromX, toZ - fromZ);
}

/**
 * A resident at a point of the ending (`progress`, the kit's useEndingProgress over GATHER_S:
 * 0 before the chapter is complete, 1 at its end, at once under reduced motion): at their
 * place round the package facing the player, then walking in (eased, a step's bob) to stand
 * gathered at the package, turned to it.
 */
export function residentStance(supply: Supply, progress: number): ResidentStance {
  const from = RESIDENTS[supply];
  const to = GATHERED[supply];
  const ease = smoothstep(0, 1, progress);
  const x = from[0] + (to[0] - from[0]) * ease;
  const z = from[2] + (to[2] - from[2]) * ease;
  const walking = progress > 0 && progress < 1;
  const bob = walking ? Math.abs(Math.sin(progress * GATHER_S * 9)) * 0.05 : 0;
  const toCrate = facingTowards(x, z, CRATE_AT[0], CRATE_AT[2]);
  const toPlayer = facingTowards(from[0], from[2], 0, 0);
  // Turning to the package as they walk; the last few steps face it.
  const turn = Math.min(1, ease * 1.6);
  const gap = Math.atan2(Math.sin(toCrate - toPlayer), Math.cos(toCrate - toPlayer));
  return { x, z, facing: toPlayer + gap * turn, bob };
}

/** Where a resident holds their supply: in front of them, at their chest. */
export function heldFrom(stance: ResidentStance, ground: number): [number, number, number] {
  return [stance.x + Math.sin(stance.facing) * 0.35, ground + 0.78, stance.z + Math.cos(stance.facing) * 0.35];
}
