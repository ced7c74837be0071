// The Arctic streaming under the ramp: a shader of snow, rock, a frozen river and villages, hazed with distance.
import { VALUE_NOISE_GLSL, WORLD_POSITION_VERTEX } from '@mission/chapter-kit/scene';
import { Color, ShaderMaterial } from 'three';

/**
 * The Arctic under the ramp, streaming astern: wind-packed snow in soft drifts, rock showing
 * through on the ridges, a frozen river winding along the track, and now and then a small
 * village of coloured houses on its bank; hazed with distance.
 */
export const GROUND_FRAGMENT = /* glsl */ `
uniform float uScroll;
uniform vec3 uSnowShade;
uniform vec3 uSnow;
uniform vec3 uRock;
uniform vec3 uRiver;
uniform vec3 uHaze;
varying vec3 vWorld;
${VALUE_NOISE_GLSL}
void main() {
  vec2 w = vWorld.xz + vec2(0.0, uScroll);
  float drift = noise(w * 0.035) * 0.6 + noise(w * 0.11) * 0.3 + noise(w * vec2(0.02, 0.3)) * 0.1;
  vec3 colour = mix(uSnowShade, uSnow, smoothstep(0.25, 0.75, drift));
  float ridge = noise(w * 0.06 + 40.0);
  colour = mix(colour, uRock, smoothstep(0.7, 0.8, ridge) * 0.85);
  float bend = sin(w.y * 0.012) * 26.0 + sin(w.y * 0.031) * 9.0 - 22.0;
  float bank = abs(w.x - bend);
  colour = mix(colour, uRock, (1.0 - smoothstep(7.0, 9.5, bank)) * 0.35);
  colour = mix(colour, uRiver * (0.9 + noise(w * 0.2) * 0.2), 1.0 - smoothstep(5.0, 6.5, bank));
  // A village every 700 m along the river, on its bank: houses in a loose grid, red, blue, yellow.
  float along = mod(w.y, 700.0);
  float side = w.x - bend - 24.0;
  if (along < 90.0 && abs(side) < 30.0) {
    vec2 lot = floor(vec2(side, along) / 9.0);
    vec2 inLot = fract(vec2(side, along) / 9.0);
    float pick = hash(lot);
    if (pick > 0.45 && max(abs(inLot.x - 0.5), abs(inLot.y - 0.5)) < 0.26) {
      vec3 house = pick > 0.82 ? vec3(0.75, 0.16, 0.12) : pick > 0.64 ? vec3(0.2, 0.36, 0.68) : vec3(0.86, 0.66, 0.18);
      colour = inLot.y > 0.5 ? house : house * 0.55;
    }
  }
  float distance = length(vWorld - cameraPosition);
  // Haze only far out (it ate the land under the ramp when it began at 140 m), meeting the sky's own at the edge.
  colour = mix(colour, uHaze, smoothstep(260.0, 720.0, distance) * 0.85);
  gl_FragColor = vec4(colour, 1.0);
}
`;

/** The ground's material: the shader above, unfogged (it hazes itself), its ice, rock, river and haze colours. */
export function groundMaterial() {
  return new ShaderMaterial({
    vertexShader: WORLD_POSITION_VERTEX,
    fragmentShader: GROUND_FRAGMENT,
    fog: false,
    uniforms: {
      uScroll: { value: 0 },
      uSnowShade: { value: new Color('#7f93b8') },
      uSnow: { value: new Color('#e4dad6') },
      uRock: { value: new Color('#35343b') },
      uRiver: { value: new Color('#5f82ad') },
      uHaze: { value: new Color('#b7a3b4') },
    },
  });
}
