import { Color } from 'three';

/** The three colours the procedural environment runs through, overhead to underfoot. */
export interface GradientColours {
  sky: string;
  horizon: string;
  ground: string;
}

/** Linear-light colours of a gradient, parsed once. */
export interface GradientStops {
  sky: Color;
  horizon: Color;
  ground: Color;
}

/**
 * Rings from the zenith to the nadir the gradient is held at, blended linearly in between:
 * the environment was first drawn as a 16 x 8 vertex-coloured sphere, and its look (signed
 * off in every chapter's shots) is that sphere's, so the rings stay.
 */
export const GRADIENT_RINGS = 8;

export function gradientStops(colours: GradientColours): GradientStops {
  return { sky: new Color(colours.sky), horizon: new Color(colours.horizon), ground: new Color(colours.ground) };
}

/** At a ring: the horizon to the sky overhead (fast near the horizon), to the ground within a third of the way down. */
function ringColour(y: number, stops: GradientStops, out: Color): Color {
  if (y >= 0) return out.copy(stops.horizon).lerp(stops.sky, Math.sqrt(y));
  return out.copy(stops.horizon).lerp(stops.ground, Math.min(1, -y * 3));
}

const above = new Color();
const below = new Color();

/** The environment's colour in a direction whose height (its y, from -1 to 1) is `y`, into `out`. */
export function gradientColourAt(y: number, stops: GradientStops, out: Color): Color {
  const polar = (Math.acos(Math.max(-1, Math.min(1, y))) / Math.PI) * GRADIENT_RINGS;
  const ring = Math.min(GRADIENT_RINGS - 1, Math.floor(polar));
  ringColour(Math.cos((ring * Math.PI) / GRADIENT_RINGS), stops, above);
  ringColour(Math.cos(((ring + 1) * Math.PI) / GRADIENT_RINGS), stops, below);
  return out.copy(above).lerp(below, polar - ring);
}
