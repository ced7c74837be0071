// The chapter's end as numbers: the Cyclone lifts into a hover over the deck, then climbs away over the port bow.
import { smoothstep } from '@mission/chapter-kit';
import { HELICOPTER_AT, HELICOPTER_YAW } from './response-layout';

/** Seconds from the signal to a steady hover over the spot, and the hover's height (metres). */
export const HOVER_S = 1.1;
export const HOVER_HEIGHT = 4;
/** Seconds of the climb away after the hover; the first of them read before the kit's complete card. */
export const DEPART_S = 4;
/** The whole lift-off (seconds): the kit's ending clock runs over it (useEndingProgress). */
export const LIFTOFF_S = HOVER_S + DEPART_S;
/** Under reduced motion the end is shown still: the Cyclone in the air over the deck, this high. */
export const CALM_HEIGHT = 7;
/**
 * Where the lift-off is watched (the declaration's endingView): the hovering Cyclone's middle.
 * The signal's marshaller stands off to one side and below it, where the view last was.
 */
export const LIFTOFF_VIEW = [HELICOPTER_AT[0], HELICOPTER_AT[1] + HOVER_HEIGHT + 2.4, HELICOPTER_AT[2]] as const;

export interface CyclonePose {
  position: [number, number, number];
  /** Nose down (radians about the helicopter's x), and its heading (about +y). */
  pitch: number;
  yaw: number;
}

const smooth = (u: number) => smoothstep(0, 1, u);

/**
 * Where the Cyclone is at `progress` of the lift-off (the kit's ending progress, 0 on its spot
 * to 1 gone, over LIFTOFF_S); reduced motion, once it has begun, gives the still end.
 */
export function cycloneLiftoff(progress: number, calm: boolean): CyclonePose {
  const [x, y, z] = HELICOPTER_AT;
  if (progress <= 0) return { position: [x, y, z], pitch: 0, yaw: HELICOPTER_YAW };
  if (calm) return { position: [x, y + CALM_HEIGHT, z], pitch: 0, yaw: HELICOPTER_YAW };
  const since = progress * LIFTOFF_S;
  const hover = smooth(since / HOVER_S);
  const away = Math.min(1, Math.max(0, (since - HOVER_S) / DEPART_S));
  // Away: accelerating, nose down, turning to port, climbing over the ship's port bow.
  const run = away * away;
  return {
    position: [x - run * 55, y + hover * HOVER_HEIGHT + away * 18, z - run * 35],
    pitch: smooth(away * 3) * 0.14,
    yaw: HELICOPTER_YAW + smooth(away * 1.5) * 0.6,
  };
}
