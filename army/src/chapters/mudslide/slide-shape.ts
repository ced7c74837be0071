import { smoothstep } from '@mission/chapter-kit';

/**
 * The slide's shape, as a smooth function of where you are: `offset` across the road (metres
 * from its centre line, negative up the slope on the left) and `z` along it. Up the slope a
 * scar (the ground it tore away, a shallow trough); at the bottom a tongue of mud heaped
 * across the road and spilling over its far edge, rounded at its toe. One smooth shape, so
 * the scar reads as mud that flowed, not a sawtooth of faces (docs/game-design.md).
 */
export const SLIDE = {
  /** Where the tongue's centre line crosses the road. */
  z: -13,
  /** Half its width on the road (m). */
  halfWidth: 5.5,
  /** How deep the mud lies on the road at the tongue's centre (m). */
  depth: 0.75,
  /** How deep the scar is cut into the slope (m). */
  scar: 0.6,
} as const;

/** The ground's change from the slide at a point: mud heaped (positive) or scar cut (negative), in metres. */
export function slideDepth(offset: number, z: number): number {
  const along = -offset;
  // The channel comes down the slope from up the road (so the scar is in the opening frame,
  // ahead, not off to the side) and wanders; it narrows up the slope and fans out at the bottom.
  const centre = SLIDE.z - 1.4 * Math.max(0, along) + Math.sin(along * 0.15) * 1.2;
  const halfWidth = along < 5 ? SLIDE.halfWidth : Math.max(4.2, SLIDE.halfWidth - (along - 5) * 0.08);
  const across = smoothstep(1, 0.55, Math.abs(z - centre) / halfWidth);
  if (across === 0) return 0;
  const toe = smoothstep(-8.5, -4.5, along);
  const top = smoothstep(48, 36, along);
  const lumps = 1 + 0.22 * Math.sin(z * 1.3 + offset * 0.9) * Math.cos(z * 0.7 - offset * 1.1);
  const heap = SLIDE.depth * (1 - smoothstep(2, 10, along)) * toe * lumps;
  const cut = -SLIDE.scar * smoothstep(6, 14, along) * top;
  return across * (heap + cut);
}
