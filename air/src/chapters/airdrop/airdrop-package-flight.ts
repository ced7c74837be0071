// A released package's way out: rolling down the ramp, falling, its canopy opening, drifting down into the drop zone.
import { GROUND_DEPTH, GROUND_SPEED, READY_AT } from './airdrop-layout';
import { LIP, rampY } from './airdrop-hold-geometry';

/** Seconds for a package to roll out down the ramp, then to come down under its canopy. */
export const ROLL_S = 0.5;
export const FALL_S = 1.9;
/** Seconds after leaving the lip when the canopy starts to open. */
export const CANOPY_OPENS_S = 0.3;
/** Seconds the drop zone of a release stays in view, carried astern with the package in it, before the next pass's ring comes. */
export const DETACHED_RING_S = 1.6;

/** A release: when it came (scene seconds) and where the drop zone's centre was then (the package lands there, and both move with the ice). */
export interface Drop {
  at: number;
  centre: readonly [number, number, number];
}

/** Where a released package is `since` seconds after its release, how it tilts and how large it is drawn, how far its canopy is open. */
export interface PackageFlight {
  position: [number, number, number];
  /** Swing under the canopy (radians about x). */
  swing: number;
  /** Drawn larger as it goes, so it still reads at 100 m. */
  scale: number;
  /** 0 packed .. 1 open. */
  canopy: number;
  /** 0 in the air .. 1 the canopy lying slack on the ice after landing. */
  slack: number;
  /** Out of the aircraft. */
  out: boolean;
}

/** Where the drop zone of a release is, `since` seconds after it: carried astern with the ice from where it was. */
export function dropZoneAfter(drop: Drop, since: number): [number, number, number] {
  return [drop.centre[0], drop.centre[1], drop.centre[2] - GROUND_SPEED * Math.max(0, since)];
}

/**
 * The path of a released package: rolling out along the floor and down the ramp, gathering
 * speed; then out behind and below, its canopy opening after CANOPY_OPENS_S, coming down into
 * the drop zone (which moves with the ice), its canopy going slack once it has landed.
 * ROLL_S + FALL_S is within the kit's completion beat, so the last package lands before the card.
 */
export function packageFlight(drop: Drop, since: number, index: number): PackageFlight {
  if (since < ROLL_S) {
    const k = (Math.max(0, since) / ROLL_S) ** 2;
    const z = READY_AT[2] + (LIP[2] - READY_AT[2]) * k;
    return { position: [READY_AT[0] + (LIP[0] - READY_AT[0]) * k, rampY(z), z], swing: 0, scale: 1, canopy: 0, slack: 0, out: false };
  }
  const air = since - ROLL_S;
  const flight = Math.min(1, air / FALL_S);
  const land = dropZoneAfter(drop, since);
  // Each package lands a little aside of the ring's centre, so three in one zone would not overlap.
  const landX = land[0] + (index - 1) * 3;
  const across = 1 - (1 - flight) ** 2;
  const y = LIP[1] + (-GROUND_DEPTH - LIP[1]) * flight ** 1.3;
  const canopy = Math.min(1, Math.max(0, (air - CANOPY_OPENS_S) / 0.45));
  return {
    position: [LIP[0] + (landX - LIP[0]) * across, y, LIP[2] + (land[2] - LIP[2]) * across],
    swing: flight < 1 ? Math.sin(since * 3) * 0.12 * canopy : 0,
    scale: 1 + flight * 2.2,
    canopy: canopy * canopy * (3 - 2 * canopy),
    slack: flight >= 1 ? Math.min(1, (air - FALL_S) / 0.8) : 0,
    out: true,
  };
}

/** A landed package is carried astern out of sight: beyond this (z, metres) it is no longer drawn. */
export const OUT_OF_SIGHT_Z = -430;
