/** With reduced motion: particles keep this share of their count and move at this share of their speed. */
export const CALM_PARTICLE_SHARE = 0.4;
export const CALM_MOTION_SPEED = 0.5;

/** A particle count under reduced motion (at least one per emitter). */
export function calmCount(count: number, calm: boolean): number {
  return calm ? Math.max(1, Math.round(count * CALM_PARTICLE_SHARE)) : count;
}

/** Animation time under reduced motion: the same motion, slower. */
export function calmTime(seconds: number, calm: boolean): number {
  return calm ? seconds * CALM_MOTION_SPEED : seconds;
}
