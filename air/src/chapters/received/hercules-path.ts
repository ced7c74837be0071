/** The Hercules's path: across the sky beyond the village, this far out and this high, at this speed (m/s, slowed to be seen); x where it starts. */
export const HERCULES = { z: -230, height: 62, speed: 9, span: 760, startX: -60 } as const;

/**
 * Where the Hercules that dropped the package is, `seconds` into the scene: flying home
 * along the horizon, round again once it has crossed the span. When the visitor asks for
 * reduced motion (`calm`), it holds still where it starts.
 */
export function herculesPosition(seconds: number, calm: boolean): [number, number, number] {
  const travelled = (HERCULES.startX + HERCULES.span / 2 + (calm ? 0 : seconds * HERCULES.speed)) % HERCULES.span;
  return [travelled - HERCULES.span / 2, HERCULES.height, HERCULES.z];
}
