/**
 * A small repeatable random generator (mulberry32): the same seed builds the same forest on
 * every phone, so screenshots and budgets compare from one visit to the next.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value in [min, max) from a generator. */
export function between(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}
