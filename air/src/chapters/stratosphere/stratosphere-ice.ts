// The sea ice far below: its depth and reach, and a shader of pack ice seen from cruising height, lit by the moon and the aurora.
import { VALUE_NOISE_GLSL } from '@mission/chapter-kit/scene';
import { Color, ShaderMaterial } from 'three';

/**
 * The sea ice: a disc this far below the deck and this wide (the camera sees 600 m, and the
 * windows' sill hides all steeper than about 11° down, so a deeper disc would not show). It is
 * drawn as from cruising height, far below, by its scale rather than its depth: floes and long
 * leads that shrink to a grain, thick haze and a slow drift astern (12 m down, with large still
 * floes, the aircraft looked parked on it).
 */
export const ICE_DEPTH = 25;

export const ICE_RADIUS = 575;

/** The ice drifts astern this fast (m/s, at the disc's scale): slow, as the ground moves seen from high up. */
export const ICE_DRIFT_SPEED = 2.5;

/**
 * The pattern is painted in the disc's own coordinates, not the world's: the disc turns and
 * tilts with the world when the aircraft banks, and its floes must turn with it.
 */
export const ICE_VERTEX = /* glsl */ `
varying vec2 vDisc;
void main() {
  vDisc = position.xz;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}
`;

/**
 * The Arctic Ocean's pack ice under the moon as from ten kilometres up: a vast plain of floes
 * packed edge to edge, most seams closed (thin pressure ridges), a few open; long winding
 * leads kilometres across the pack, black open water or skinned with grey new ice; broad
 * fields of grey young ice; a green sheen where the aurora ahead lights it; and the air
 * between, hazing it into the horizon's glow. Every line is filtered to its share of the pixel,
 * so far out it fades to the pack's mean tone instead of flickering (a grid of floes with a
 * dark seam round each read as paving a few metres down).
 */
export const ICE_FRAGMENT = /* glsl */ `
uniform vec3 uSnow;
uniform vec3 uShadow;
uniform vec3 uLead;
uniform vec3 uNewIce;
uniform vec3 uHaze;
uniform vec3 uGlow;
uniform float uDrift;
varying vec2 vDisc;
${VALUE_NOISE_GLSL}
// How much of a pixel a line covers: half-width h, distance e, the pixel's footprint aa (same units).
float line(float e, float h, float aa) {
  return (1.0 - smoothstep(h - aa, h + aa, e)) * clamp(h / aa, 0.0, 1.0);
}
void main() {
  // The pattern drifts astern (+z) under the aircraft.
  vec2 w = vDisc - vec2(0.0, uDrift);
  // The floes: cells about 22 m across, warped so no two are alike.
  vec2 p = w * 0.045 + vec2(noise(w * 0.02), noise(w * 0.02 + 7.0)) * 0.7;
  vec2 cell = floor(p);
  vec2 f = fract(p);
  float d1 = 8.0;
  float d2 = 8.0;
  vec2 r1 = vec2(0.0);
  vec2 r2 = vec2(0.0);
  vec2 near1 = cell;
  vec2 near2 = cell;
  for (int j = -1; j <= 1; j++) {
    for (int i = -1; i <= 1; i++) {
      vec2 g = vec2(float(i), float(j));
      vec2 o = vec2(hash(cell + g), hash(cell + g + 17.0));
      vec2 r = g + o - f;
      float d = dot(r, r);
      if (d < d1) { d2 = d1; r2 = r1; near2 = near1; d1 = d; r1 = r; near1 = cell + g; }
      else if (d < d2) { d2 = d; r2 = r; near2 = cell + g; }
    }
  }
  // Distance to the seam between the two nearest floes (cell units), and whether that seam is open.
  float seam = abs(dot(0.5 * (r1 + r2), normalize(r2 - r1)));
  float seamAa = max(fwidth(seam), 1e-4);
  float opened = step(0.72, hash(near1 + near2 + 0.37));
  float seamWidth = opened * (0.015 + 0.03 * hash(near1 + near2 + 4.1));
  float crack = line(seam, seamWidth, seamAa);
  float ridge = line(seam, 0.01, seamAa) * (1.0 - opened);
  // Long leads winding across the pack: two sets of noise contours, wider in places, some closing.
  vec2 q = w + vec2(noise(w * 0.004), noise(w * 0.004 + 3.0)) * 120.0;
  float n1 = noise(q * vec2(0.0045, 0.009));
  float n2 = noise(q * vec2(0.011, 0.0055) + 11.0);
  float e1 = abs(n1 - 0.5);
  float e2 = abs(n2 - 0.5);
  // One slow noise sets both sets' widths along their length (a lead of one set opens as the other closes).
  float opening = noise(w * 0.006 + 5.0);
  float w1 = max(0.0, 0.012 * opening - 0.002);
  float w2 = max(0.0, 0.008 * (1.0 - opening) - 0.003);
  float lead = max(line(e1, w1, max(fwidth(e1), 1e-5)), line(e2, w2, max(fwidth(e2), 1e-5)));
  // The narrower stretches have skinned over with grey new ice; the widest are open, black water.
  float frozen = 1.0 - smoothstep(0.55, 0.85, abs(opening - 0.5) * 2.0);
  // Broad fields: thick white pack, and grey young ice where a lead has refrozen wide.
  float field = noise(w * 0.003);
  float young = smoothstep(0.62, 0.78, field);
  float tone = 0.55 + 0.25 * (hash(near1 + 3.0) - 0.5) + 0.35 * (noise(w * 0.08) - 0.5) + 0.3 * (field - 0.5);
  vec3 floe = mix(uShadow, uSnow, clamp(tone, 0.0, 1.0));
  floe = mix(floe, mix(uNewIce, uShadow, 0.5), young * 0.8);
  floe = mix(floe, uSnow * 1.08, ridge * 0.35);
  vec3 water = mix(uLead, uNewIce, frozen);
  vec3 colour = mix(floe, water, max(crack * (1.0 - young), lead));
  float dist = length(vDisc);
  float ahead = clamp(-vDisc.y / max(dist, 1.0), 0.0, 1.0);
  colour += uGlow * ahead * smoothstep(100.0, 480.0, dist) * (1.0 - lead);
  // The air between the aircraft and the ice far below: never clear, thickening with distance,
  // whole at the rim, where the disc melts into the haze band along the horizon.
  float haze = 0.3 + 0.7 * pow(smoothstep(60.0, ${(ICE_RADIUS - 10).toFixed(1)}, dist), 0.7);
  colour = mix(colour, uHaze, haze);
  gl_FragColor = vec4(colour, 1.0);
}
`;

/** The ice's material: the shader above, unfogged (it hazes itself), its snow, shadow, lead, new-ice, haze and aurora-glow colours. */
export function iceMaterial() {
  return new ShaderMaterial({
    vertexShader: ICE_VERTEX,
    fragmentShader: ICE_FRAGMENT,
    fog: false,
    uniforms: {
      uSnow: { value: new Color('#9fb3d6') },
      uShadow: { value: new Color('#3f5584') },
      uLead: { value: new Color('#02040b') },
      uNewIce: { value: new Color('#1c2638') },
      uHaze: { value: new Color('#1a2d50') },
      uGlow: { value: new Color('#1d8e4c') },
      uDrift: { value: 0 },
    },
  });
}
