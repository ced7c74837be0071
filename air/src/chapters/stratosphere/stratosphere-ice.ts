// The sea ice far below: its depth and reach, and a shader of floes, leads and new ice lit by the moon and the aurora.
import { VALUE_NOISE_GLSL, WORLD_POSITION_VERTEX } from '@mission/chapter-kit/scene';
import { Color, ShaderMaterial } from 'three';

/**
 * The sea ice: a disc this far below the deck and this wide (the camera sees 600 m). Shallow,
 * so that the ice under the windscreen lies near and steep enough to read as floes and leads;
 * 30 m down, it was a dim band seen edge-on.
 */
export const ICE_DEPTH = 12;

export const ICE_RADIUS = 580;

/**
 * The Arctic Ocean's pack ice under the moon: floes of snow, bright on their moonward rims and
 * blue in their drifts' shadow, split by black open leads (some skinned with grey new ice) and
 * one long lead across; a green sheen where the aurora ahead lights it, hazing far out.
 */
export const ICE_FRAGMENT = /* glsl */ `
uniform vec3 uSnow;
uniform vec3 uShadow;
uniform vec3 uLead;
uniform vec3 uNewIce;
uniform vec3 uHaze;
uniform vec3 uGlow;
varying vec3 vWorld;
${VALUE_NOISE_GLSL}
void main() {
  vec2 p = vWorld.xz * 0.045;
  vec2 cell = floor(p);
  vec2 f = fract(p);
  float d1 = 8.0;
  float d2 = 8.0;
  vec2 nearest = cell;
  vec2 toCentre = vec2(0.0);
  for (int j = -1; j <= 1; j++) {
    for (int i = -1; i <= 1; i++) {
      vec2 g = vec2(float(i), float(j));
      vec2 o = vec2(hash(cell + g), hash(cell + g + 17.0));
      vec2 r = g + o - f;
      float d = dot(r, r);
      if (d < d1) { d2 = d1; d1 = d; nearest = cell + g; toCentre = r; }
      else if (d < d2) { d2 = d; }
    }
  }
  float edge = sqrt(d2) - sqrt(d1);
  // Leads of uneven width: some floes pressed together, some drifted apart.
  float width = 0.02 + 0.09 * hash(nearest + 9.0);
  float lead = 1.0 - smoothstep(width, width + 0.035, edge);
  float across = abs(vWorld.z + 120.0 + sin(vWorld.x * 0.008) * 40.0 + sin(vWorld.x * 0.021) * 12.0);
  lead = max(lead, 1.0 - smoothstep(5.0, 8.0, across));
  // The floe: wind-packed snow in drifts, lit or in blue shadow.
  float drift = noise(vWorld.xz * 0.12) * 0.6 + noise(vWorld.xz * 0.5) * 0.4;
  vec3 floe = mix(uShadow, uSnow, clamp(0.35 + 0.45 * hash(nearest + 3.0) + (drift - 0.5) * 0.5, 0.0, 1.0));
  // A pressure rim along each floe's edge: bright on the side facing the moon (behind the aircraft, up the sky), shadowed on the other.
  float rim = 1.0 - smoothstep(0.06, 0.2, edge);
  float moonward = dot(normalize(toCentre), vec2(0.0, -1.0));
  floe = mix(floe, moonward > 0.0 ? uSnow * 1.12 : uShadow * 0.75, rim * 0.55);
  vec3 water = mix(uLead, uNewIce, step(0.7, hash(nearest + 5.0)) * (1.0 - smoothstep(0.0, 1.0, lead - 0.5)));
  vec2 outward = vWorld.xz - cameraPosition.xz;
  float dist = length(outward);
  // Far out a lead is thinner than a pixel: fade the pattern to its mean there, or it breaks
  // into a flicker of dashes along the horizon.
  float far = smoothstep(70.0, 240.0, dist);
  lead = mix(lead, 0.15, far);
  floe = mix(floe, mix(uShadow, uSnow, 0.55), far);
  vec3 colour = mix(floe, water, lead);
  float ahead = clamp(-outward.y / max(dist, 1.0), 0.0, 1.0);
  colour += uGlow * ahead * smoothstep(60.0, 420.0, dist) * (1.0 - lead);
  // Hazing into the sky's horizon colour with distance, from near the deck: seen from 12 m up,
  // everything past 200 m lies in the last few degrees above the disc's rim, so a haze that
  // started there drew the rim as a hard line across the sky. Full at the rim.
  float haze = max(1.0 - exp(-dist / 100.0), smoothstep(250.0, ${(ICE_RADIUS - 10).toFixed(1)}, dist));
  colour = mix(colour, uHaze, haze);
  gl_FragColor = vec4(colour, 1.0);
}
`;

/** The ice's material: the shader above, unfogged (it hazes itself), its snow, shadow, lead, new-ice, haze and aurora-glow colours. */
export function iceMaterial() {
  return new ShaderMaterial({
    vertexShader: WORLD_POSITION_VERTEX,
    fragmentShader: ICE_FRAGMENT,
    fog: false,
    uniforms: {
      uSnow: { value: new Color('#b4c6e2') },
      uShadow: { value: new Color('#40588c') },
      uLead: { value: new Color('#010207') },
      uNewIce: { value: new Color('#1a2434') },
      uHaze: { value: new Color('#0c1a36') },
      uGlow: { value: new Color('#1d8e4c') },
    },
  });
}
