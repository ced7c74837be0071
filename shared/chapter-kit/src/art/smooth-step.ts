/** 0 at `from`, 1 at `to` (either way round), smooth between: the scenes' one ease for a stage of a move. */
export function smoothstep(from: number, to: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - from) / (to - from)));
  return t * t * (3 - 2 * t);
}
