// The chapter's end as numbers: with every bearing marked, the frigate turns to starboard towards the contacts.
import { polar, type GroundPoint } from '@mission/chapter-kit';
import { BRIDGE_HEIGHT, SIGNAL_BEARINGS } from './distress-layout';

/** How far the ship turns (degrees to starboard): from north towards the middle contact. */
export const COURSE_TURN_DEG = 30;
/** Seconds the turn takes, most of it before the kit's complete card. */
export const TURN_S = 2.6;

/**
 * How far the ship has turned (radians; the world seen from the bridge swings the other way)
 * `since` seconds after the last bearing was marked (null: not yet); reduced motion: turned.
 */
export function courseTurn(since: number | null, calm: boolean): number {
  if (since === null) return 0;
  const full = (COURSE_TURN_DEG * Math.PI) / 180;
  if (calm) return full;
  const k = Math.min(1, Math.max(0, since / TURN_S));
  return full * k * k * (3 - 2 * k);
}

/**
 * Where the watch looks as the ship comes round: at the middle contact where it will lie on
 * the new course, fine on the starboard bow, so the contacts swing into the view and the bow
 * points at them (the player had faced the last contact marked, which the turn carries away).
 */
export const LOOK_ON_NEW_COURSE: GroundPoint = polar(SIGNAL_BEARINGS[1].yaw + COURSE_TURN_DEG, SIGNAL_BEARINGS[1].distance, -BRIDGE_HEIGHT);
