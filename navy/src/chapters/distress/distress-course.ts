// The chapter's end as numbers: with every bearing marked, the frigate turns to starboard towards the contacts.
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
