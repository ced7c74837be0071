/** A frame longer than this (a stalled tab, a slow phone) eases no further than this one would. */
export const MAX_EASE_FRAME_S = 0.1;

/**
 * How far a value moves towards its goal in one frame of `delta` seconds, at `rate` per second:
 * 1 - e^(-rate·delta), the same path whatever the frame rate.
 */
export function easeStep(delta: number, rate: number): number {
  return 1 - Math.exp(-rate * Math.min(Math.max(delta, 0), MAX_EASE_FRAME_S));
}

/** `current` eased towards `goal` for one frame. */
export function easeTowards(current: number, goal: number, delta: number, rate: number): number {
  return current + (goal - current) * easeStep(delta, rate);
}
