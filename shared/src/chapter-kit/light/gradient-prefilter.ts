import { Color } from 'three';
import { gradientColourAt, type GradientStops } from './environment-gradient';

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

const sample = new Color();

/**
 * The gradient blurred by the GGX lobe of `roughness`, at `heights` heights: linear RGB,
 * three numbers per height. Roughness 0 is the gradient itself.
 */
export function prefilteredProfile(stops: GradientStops, roughness: number, heights = PROFILE_HEIGHTS, samples = PROFILE_SAMPLES): Float32Array {
  const profile = new Float32Array(heights * 3);
  const alpha = roughness * roughness;
  const alpha2 = alpha * alpha;
  for (let entry = 0; entry < heights; entry += 1) {
    const y = profileHeight(entry, heights);
    if (roughness < 0.001) {
      gradientColourAt(y, stops, sample).toArray(profile, entry * 3);
      continue;
    }
    // The normal (x, y, 0); its tangent frame's vertical part is x along the tangent, none along z.
    const x = Math.sqrt(Math.max(0, 1 - y * y));
    let r = 0;
    let g = 0;
    let b = 0;
    let weight = 0;
    for (let i = 0; i < samples; i += 1) {
      const u = i / samples;
      const invQ = 1 / (1 - u + alpha2 * u);
      const nDotL = (1 - u - alpha2 * u) * invQ;
      if (nDotL <= 0) continue;
      const sinTheta = 2 * alpha * Math.sqrt(u * (1 - u)) * invQ;
      const height = y * nDotL + x * Math.cos(2 * Math.PI * radicalInverse(i)) * sinTheta;
      gradientColourAt(height, stops, sample);
      r += sample.r * nDotL;
      g += sample.g * nDotL;
      b += sample.b * nDotL;
      weight += nDotL;
    }
    profile[entry * 3] = r / weight;
    profile[entry * 3 + 1] = g / weight;
    profile[entry * 3 + 2] = b / weight;
  }
  return profile;
}
