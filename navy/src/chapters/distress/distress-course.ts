// The chapter's end as numbers: with every bearing marked, the frigate turns to starboard towards the contacts.
import { polar, smoothstep, type GroundPoint } from '@mission/chapter-kit';
import { BRIDGE_HEIGHT, SIGNAL_BEARINGS } from './distress-layout';

/** How far the ship turns (degrees to starboard): from north towards the middle contact. */
export const COURSE_TURN_DEG = 30;
/** Seconds the turn takes: the kit's ending clock runs over it, all of it before the complete card. */
export const TURN_S = 2.4;

/**
 * How far the ship has turned (radians; the world seen from the bridge swings the other way) at
 * `progress` of the ending (the kit's useEndingProgress: 0 until every bearing is marked, 1 at
 * once under reduced motion), eased in and out.
 */
export function courseTurn(progress: number): number {
  return ((COURSE_TURN_DEG * Math.PI) / 180) * smoothstep(0, 1, progress);
}

/**
 * Where the watch looks as the ship comes round: at the middle contact where it will lie on
 * the new course, fine on the starboard bow, so the contacts swing into the view and the bow
 * points at them (the player had faced the last contact marked, which the turn carries away).
 */
export const LOOK_ON_NEW_COURSE: GroundPoint = polar(SIGNAL_BEARINGS[1].yaw + COURSE_TURN_DEG, SIGNAL_BEARINGS[1].distance, -BRIDGE_HEIGHT);
