/**
 * The shadow of a machine off the ground (a Griffon hovering, a Cyclone lifting off): the
 * contact shadow's soft disc (people/contact-shadow.tsx), spreading and fading as the machine
 * climbs, so it reads as one thing with the machine while near and is gone before it could read
 * as a spot left behind (docs/decisions.md "Shadows for machines that fly").
 */

/** Metres of height over which the shadow fades out entirely. */
export const HOVER_SHADOW_FADE_M = 40;
/** Per metre of height, the shadow spreads by this share of its size (a soft light, not the sun's hard one). */
export const HOVER_SHADOW_SPREAD_PER_M = 0.05;

/** The shadow's half-size and its opacity (1 on the ground) for a machine `height` metres up. */
export function hoverShadowSpot(size: readonly [number, number], height: number): { size: [number, number]; opacity: number } {
  const up = Math.max(0, Number.isFinite(height) ? height : HOVER_SHADOW_FADE_M);
  const spread = 1 + up * HOVER_SHADOW_SPREAD_PER_M;
  const fade = Math.max(0, 1 - up / HOVER_SHADOW_FADE_M);
  return { size: [size[0] * spread, size[1] * spread], opacity: fade * fade };
}
