// The sea ice far below: its depth and reach, and a shader of floes, leads and new ice lit by the moon and the aurora.
import { VALUE_NOISE_GLSL, WORLD_POSITION_VERTEX } from '@mission/chapter-kit/scene';
import { Color, ShaderMaterial } from 'three';

/**
 * The sea ice: a disc this far below the deck and this wide (the camera sees 600 m, and the
 * windows' sill hides all steeper than about 11° down, so a deeper disc would not show). It is
 * drawn as from cruising height, far below, by its scale rather than its depth: small floes,
 * thick haze and a slow drift astern (12 m down, with large still floes, the aircraft looked
 * parked on it).
 */
export const ICE_DEPTH = 25;

export const ICE_RADIUS = 575;

/** The ice drifts astern this fast (m/s, at the disc's scale): slow, as the ground moves seen from high up. */
export const ICE_DRIFT_SPEED = 2.5;

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
uniform float uDrift;
varying vec3 vWorld;
${VALUE_NOISE_GLSL}
void main() {
  // The pattern drifts astern (+z) under the aircraft.
  vec2 w = vWorld.xz - vec2(0.0, uDrift);
  vec2 p = w * 0.25;
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
  float across = abs(w.y + 260.0 + sin(w.x * 0.008) * 40.0 + sin(w.x * 0.021) * 12.0);
  lead = max(lead, 1.0 - smoothstep(2.0, 3.5, across));
  // The floe: wind-packed snow in drifts, lit or in blue shadow.
  float drift = noise(w * 0.6) * 0.6 + noise(w * 2.4) * 0.4;
  // Broad patches of brighter and greyer pack, kilometres across at this scale: the sense of a vast plain.
  float broad = noise(w * 0.014) * 0.7 + noise(w * 0.05) * 0.3;
  vec3 floe = mix(uShadow, uSnow, clamp(0.2 + 0.45 * hash(nearest + 3.0) + (drift - 0.5) * 0.4 + (broad - 0.5) * 0.6, 0.0, 1.0));
  // A pressure rim along each floe's edge: bright on the side facing the moon (behind the aircraft, up the sky), shadowed on the other.
  float rim = 1.0 - smoothstep(0.06, 0.2, edge);
  float moonward = dot(normalize(toCentre), vec2(0.0, -1.0));
  floe = mix(floe, moonward > 0.0 ? uSnow * 1.12 : uShadow * 0.75, rim * 0.55);
  vec3 water = mix(uLead, uNewIce, step(0.7, hash(nearest + 5.0)) * (1.0 - smoothstep(0.0, 1.0, lead - 0.5)));
  vec2 outward = vWorld.xz - cameraPosition.xz;
  float dist = length(outward);
  // Far out a lead is thinner than a pixel: fade the pattern to its mean there, or it breaks
  // into a flicker of dashes along the horizon.
  float far = smoothstep(230.0, 470.0, dist);
  lead = mix(lead, 0.12 + (broad - 0.5) * 0.1, far);
  floe = mix(floe, mix(uShadow, uSnow, 0.35 + broad * 0.4), far);
  vec3 colour = mix(floe, water, lead);
  float ahead = clamp(-outward.y / max(dist, 1.0), 0.0, 1.0);
  colour += uGlow * ahead * smoothstep(100.0, 480.0, dist) * (1.0 - lead);
  // Hazing into the sky's horizon colour with distance: the air between the aircraft and the
  // ice far below. Never clear, full at the rim so the disc's edge melts into the sky below the horizon.
  float haze = 0.15 + 0.85 * smoothstep(120.0, ${(ICE_RADIUS - 10).toFixed(1)}, dist);
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
      uDrift: { value: 0 },
    },
  });
}
