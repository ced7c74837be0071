import { addGradientColour, gradientRingColours, type GradientStops } from './environment-gradient';

/**
 * Prefilters the height-only gradient environment on the CPU, the way three's PMREM
 * prefilters a cube map (GGX lobe, view along the normal, split-sum weighting by N.L), but as
 * a profile by height: a gradient that varies with height alone stays so once blurred, so a
 * few dozen heights describe each roughness level whole. Drawing the levels from the profile
 * then costs a pass of plain reads instead of hundreds of texture samples per texel
 * (docs/decisions.md "Light and image").
 */

/** Heights per profile, from -1 (straight down) to 1 (straight up). */
export const PROFILE_HEIGHTS = 64;
/** GGX samples per height: the Hammersley set three's own prefilter draws. */
export const PROFILE_SAMPLES = 256;

/** Roughness of a prefiltered level, as three maps it (PMREMGenerator.lodToRoughness). */
export function levelRoughness(level: number, maxLevel: number): number {
  return maxLevel > 0 ? 1 - Math.sqrt(1 - level / maxLevel) : 0;
}

/** The height of profile entry `entry`. */
export function profileHeight(entry: number, heights = PROFILE_HEIGHTS): number {
  return -1 + (2 * entry) / (heights - 1);
}

/** Van der Corput radical inverse of `i` (base 2), the Hammersley set's second coordinate. */
function radicalInverse(i: number): number {
  let bits = i >>> 0;
  bits = ((bits << 16) | (bits >>> 16)) >>> 0;
  bits = (((bits & 0x55555555) << 1) | ((bits & 0xaaaaaaaa) >>> 1)) >>> 0;
  bits = (((bits & 0x33333333) << 2) | ((bits & 0xcccccccc) >>> 2)) >>> 0;
  bits = (((bits & 0x0f0f0f0f) << 4) | ((bits & 0xf0f0f0f0) >>> 4)) >>> 0;
  bits = (((bits & 0x00ff00ff) << 8) | ((bits & 0xff00ff00) >>> 8)) >>> 0;
  return bits * 2.3283064365386963e-10;
}

/**
 * The gradient blurred by the GGX lobe of `roughness`, at `heights` heights: linear RGB,
 * three numbers per height. Roughness 0 is the gradient itself.
 *
 * A lobe's samples depend on the roughness alone, and the gradient on nine ring colours, so
 * both are worked out once; the loop over heights and samples is then plain arithmetic (it
 * runs as a chapter is built, on the slow phone's main thread: docs/decisions.md "Light and image").
 */
export function prefilteredProfile(
  stops: GradientStops,
  roughness: number,
  heights = PROFILE_HEIGHTS,
  samples = PROFILE_SAMPLES,
): Float32Array {
  const profile = new Float32Array(heights * 3);
  const rings = gradientRingColours(stops);
  if (roughness < 0.001) {
    for (let entry = 0; entry < heights; entry += 1) addGradientColour(rings, profileHeight(entry, heights), 1, profile, entry * 3);
    return profile;
  }
  const lobe = lobeSamples(roughness, samples);
  for (let entry = 0; entry < heights; entry += 1) {
    const y = profileHeight(entry, heights);
    // The normal (x, y, 0); its tangent frame's vertical part is x along the tangent, none along z.
    const x = Math.sqrt(Math.max(0, 1 - y * y));
    let weight = 0;
    for (let i = 0; i < lobe.count; i += 1) {
      const nDotL = lobe.nDotL[i]!;
      addGradientColour(rings, y * nDotL + x * lobe.across[i]!, nDotL, profile, entry * 3);
      weight += nDotL;
    }
    for (let channel = 0; channel < 3; channel += 1) profile[entry * 3 + channel]! /= weight;
  }
  return profile;
}

/**
 * The Hammersley samples of a GGX lobe around the normal that count (N.L above 0): each one's
 * N.L, and its sideways reach (its tangent part, turned by its azimuth).
 */
function lobeSamples(roughness: number, samples: number): { count: number; nDotL: Float64Array; across: Float64Array } {
  const alpha = roughness * roughness;
  const alpha2 = alpha * alpha;
  const nDotL = new Float64Array(samples);
  const across = new Float64Array(samples);
  let count = 0;
  for (let i = 0; i < samples; i += 1) {
    const u = i / samples;
    const invQ = 1 / (1 - u + alpha2 * u);
    const cosine = (1 - u - alpha2 * u) * invQ;
    if (cosine <= 0) continue;
    nDotL[count] = cosine;
    across[count] = Math.cos(2 * Math.PI * radicalInverse(i)) * 2 * alpha * Math.sqrt(u * (1 - u)) * invQ;
    count += 1;
  }
  return { count, nDotL, across };
}
