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
  for (let ring = 0; ring <= GRADIENT_RINGS; ring += 1)
    ringColour(Math.cos((ring * Math.PI) / GRADIENT_RINGS), stops, colour).toArray(rings, ring * 3);
  return rings;
}

/**
 * Adds the gradient's colour at height `y` (from -1 to 1), times `weight`, to the three numbers
 * of `into` from `at`, blended by angle between the two rings around it (`rings`:
 * gradientRingColours). The one blend: a single colour and the prefilter's thousands of
 * weighted samples both come through here.
 */
export function addGradientColour(rings: Float32Array, y: number, weight: number, into: Float32Array, at: number): void {
  const polar = (Math.acos(Math.max(-1, Math.min(1, y))) / Math.PI) * GRADIENT_RINGS;
  const ring = Math.min(GRADIENT_RINGS - 1, Math.floor(polar));
  const fraction = polar - ring;
  for (let channel = 0; channel < 3; channel += 1) {
    const above = rings[ring * 3 + channel]!;
    into[at + channel]! += (above + (rings[(ring + 1) * 3 + channel]! - above) * fraction) * weight;
  }
}

/** The environment's colour in a direction whose height (its y, from -1 to 1) is `y`, into `out`. */
export function gradientColourAt(y: number, stops: GradientStops, out: Color): Color {
  const colour = new Float32Array(3);
  addGradientColour(gradientRingColours(stops), y, 1, colour, 0);
  return out.fromArray(colour);
}
