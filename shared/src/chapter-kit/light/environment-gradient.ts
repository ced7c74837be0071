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

/**
 * The colour at each ring, zenith first, three linear numbers per ring: what every direction's
 * colour is blended from. A caller reading thousands of directions (the prefilter) reads these.
 */
export function gradientRingColours(stops: GradientStops): Float32Array {
  const rings = new Float32Array((GRADIENT_RINGS + 1) * 3);
  const colour = new Color();
  for (let ring = 0; ring <= GRADIENT_RINGS; ring += 1) ringColour(Math.cos((ring * Math.PI) / GRADIENT_RINGS), stops, colour).toArray(rings, ring * 3);
  return rings;
}

/** How many rings down from the zenith a height lies (a fraction: 0 overhead, GRADIENT_RINGS underfoot). */
export function ringsFromZenith(y: number): number {
  return (Math.acos(Math.max(-1, Math.min(1, y))) / Math.PI) * GRADIENT_RINGS;
}

/** The environment's colour in a direction whose height (its y, from -1 to 1) is `y`, into `out`. */
export function gradientColourAt(y: number, stops: GradientStops, out: Color): Color {
  const rings = gradientRingColours(stops);
  const polar = ringsFromZenith(y);
  const ring = Math.min(GRADIENT_RINGS - 1, Math.floor(polar));
  const fraction = polar - ring;
  const at = (channel: number) => rings[ring * 3 + channel]! + (rings[(ring + 1) * 3 + channel]! - rings[ring * 3 + channel]!) * fraction;
  return out.setRGB(at(0), at(1), at(2));
}
