/**
 * The arrival (docs/decisions.md "Arriving, not cutting"): as a chapter is revealed
 * the camera eases down and across onto its opening frame, so the reveal feels like arriving
 * rather than a cut. Small on purpose: the opening frame is what is composed (the hero, a person
 * beside it), and this only lands on it. Off under reduced motion, and any look input (a drag,
 * a key, the phone turning the kit's way) takes over at once.
 */

/** How long the move takes (seconds). */
export const ARRIVAL_S = 1.4;
/** Where it starts, from the opening look (radians): a little higher... */
export const ARRIVAL_PITCH = 0.14;
/** ...and a little to the left. */
export const ARRIVAL_YAW = 0.06;

/** How much of the offset is left `elapsed` seconds into the move: 1 at the start, 0 at the end, easing in and out. */
export function arrivalShare(elapsed: number): number {
  if (!(elapsed > 0)) return 1;
  const progress = Math.min(1, elapsed / ARRIVAL_S);
  // Smootherstep: no jolt as it starts or as it lands.
  const eased = progress * progress * progress * (progress * (progress * 6 - 15) + 10);
  return 1 - eased;
}
