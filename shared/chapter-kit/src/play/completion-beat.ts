/**
 * How long the scene plays the task's result before the complete card comes up
 * (docs/decisions.md "The ending plays before the card"): the fire dying, the levee holding, the
 * Cyclone lifting off. Long enough to see it happen on a phone; short enough that nobody waits
 * for a card they came for. Under reduced motion the scene shows its end state at once, and the
 * card waits only long enough for that changed state to be seen.
 */
export const COMPLETION_SCENE_MS = 2500;
export const COMPLETION_SCENE_CALM_MS = 1200;

/** The wait before the complete card, for a visitor who does or does not ask for reduced motion. */
export function completionSceneMs(calm: boolean): number {
  return calm ? COMPLETION_SCENE_CALM_MS : COMPLETION_SCENE_MS;
}
