// The ramp closing once the last package has gone: the chapter's ending, on the kit's ending clock.
import { smoothstep } from '@mission/chapter-kit';
import { HOLD } from './airdrop-layout';
import { CLOSED_RAMP_SLOPE } from './airdrop-hold-geometry';
import { CANOPY_OPENS_S, ROLL_S } from './airdrop-package-flight';

/** Seconds the ending plays (the kit's useEndingProgress), within the 2.4 s before the complete card. */
export const ENDING_S = 2.4;

/** The ramp's slope open, down to its lip (radians below the floor's level). */
export const OPEN_SLOPE = Math.atan2(HOLD.rampDrop, HOLD.rampHinge - HOLD.rampEnd);

/** Its slope closed: raised this far above the floor's level, its lip up against the underside of the tail. */
export const CLOSED_RISE = CLOSED_RAMP_SLOPE;

/** The ramp's length from its hinge to its lip (m). */
export const RAMP_LENGTH = Math.hypot(HOLD.rampHinge - HOLD.rampEnd, HOLD.rampDrop);

/**
 * When in the ending it starts to rise (seconds after the last release): once that package
 * has rolled out and its canopy has opened clear of the lip, so the player sees it go.
 */
export const CLOSING_STARTS_S = ROLL_S + CANOPY_OPENS_S + 0.4;

/**
 * How far the ramp has turned up about its hinge (radians, from open) at a point of the ending
 * (`progress`, 0 .. 1 over ENDING_S; reduced motion gives 1 at once): still open while the last
 * package goes, then rising, eased, to closed.
 */
export function rampRaise(progress: number): number {
  return (OPEN_SLOPE + CLOSED_RISE) * smoothstep(CLOSING_STARTS_S / ENDING_S, 1, progress);
}

/** Where the lip is (y up, z along the hold) with the ramp raised by `raise` from open. */
export function lipAt(raise: number): { y: number; z: number } {
  const slope = raise - OPEN_SLOPE;
  return { y: RAMP_LENGTH * Math.sin(slope), z: HOLD.rampHinge - RAMP_LENGTH * Math.cos(slope) };
}
