import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  AdditiveBlending,
  BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  ShaderMaterial,
  type ColorRepresentation,
  type Mesh,
} from 'three';
import { useReducedMotion } from '@mission/shared';
import { calmTime } from '../quality/reduced-motion';
import { useSceneAssets } from '../art/use-scene-assets';

/** Up to this many curtains share one draw call. */
export const MAX_CURTAINS = 4;
/** Columns and rows of a curtain's strip. */
export const CURTAIN_COLUMNS = 72;
export const CURTAIN_ROWS = 5;

export interface AuroraCurtain {
  /** Its bearing from the player (degrees, as `polar`) and distance (m). */
  yaw: number;
  distance: number;
  /** Its colour at the foot and at the top. */
  low: ColorRepresentation;
  high: ColorRepresentation;
  /** Degrees of yaw either side of its bearing (30 unless given). */
  halfSpan?: number;
  /** Height of its foot (m, over the player) and its own height (m). */
  foot?: number;
  height?: number;
}

/**
 * How far each curtain's colours are pushed away from their own grey before they are drawn.
 * AgX, in the output pass (docs/decisions.md "Light and image"), pulls bright saturated
 * colours towards white: an aurora drawn in its plain colours reached the screen pastel. Pushed
 * this far first, a green curtain reaches it green; the push keeps each colour's luminance.
 */
export const AURORA_SATURATION = 1.6;

/**
 * A curtain colour as the shader gets it: linear, pushed AURORA_SATURATION times further from
 * its grey. Channels may fall below zero (a vivid green asks for less than no red): the chain
 * renders into a half-float target and the tone mapper clamps what is left.
 */
export function vividAuroraColour(colour: ColorRepresentation, saturation = AURORA_SATURATION): Color {
  const linear = new Color(colour);
  const grey = linear.r * 0.2126 + linear.g * 0.7152 + linear.b * 0.0722;
  return new Color(grey + (linear.r - grey) * saturation, grey + (linear.g - grey) * saturation, grey + (linear.b - grey) * saturation);
}

/** How each curtain shows now: `wave` 0..1 (how much it folds), `intensity` (about 0.5 faint .. 1.5 flaring). */
export interface CurtainState {
  wave: number;
  intensity: number;
}

/**
 * Every curtain's strip in one geometry: each an arc round the player at its bearing, its
 * foot rising in the middle and swaying along it; `uv` (along, up) and `aCurtain` (which
 * curtain) for the shader.
 */
export function auroraGeometry(curtains: readonly AuroraCurtain[]): BufferGeometry {
  const columns = CURTAIN_COLUMNS + 1;
  const perCurtain = columns * (CURTAIN_ROWS + 1);
  const count = Math.min(MAX_CURTAINS, curtains.length);
  const positions = new Float32Array(count * perCurtain * 3);
  const uvs = new Float32Array(count * perCurtain * 2);
  const which = new Float32Array(count * perCurtain);
  const indices: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const curtain = curtains[index]!;
    const halfSpan = curtain.halfSpan ?? 30;
    const footBase = curtain.foot ?? 12;
    const height = curtain.height ?? 72;
    const base = index * perCurtain;
    for (let row = 0; row <= CURTAIN_ROWS; row += 1) {
      for (let column = 0; column < columns; column += 1) {
        const u = column / CURTAIN_COLUMNS;
        const v = row / CURTAIN_ROWS;
        const yaw = ((curtain.yaw + (u - 0.5) * 2 * halfSpan) * Math.PI) / 180;
        const radius = curtain.distance + Math.sin(u * 5 + index) * 12;
        const foot = footBase + Math.sin(u * Math.PI) * 14 + Math.sin(u * 7 + index * 2) * 4;
        const at = base + row * columns + column;
        positions.set([-Math.sin(yaw) * radius, foot + v * height, -Math.cos(yaw) * radius], at * 3);
        uvs.set([u, v], at * 2);
        which[at] = index;
      }
    }
    for (let row = 0; row < CURTAIN_ROWS; row += 1) {
      for (let column = 0; column < CURTAIN_COLUMNS; column += 1) {
        const a = base + row * columns + column;
        const b = a + columns;
        indices.push(a, b, a + 1, b, b + 1, a + 1);
      }
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new BufferAttribute(uvs, 2));
  geometry.setAttribute('aCurtain', new BufferAttribute(which, 1));
  geometry.setIndex(indices);
  geometry.computeBoundingSphere();
  return geometry;
}

const VERTEX = /* glsl */ `
attribute float aCurtain;
uniform float uTime;
uniform float uWave[${MAX_CURTAINS}];
uniform float uIntensity[${MAX_CURTAINS}];
uniform vec3 uLow[${MAX_CURTAINS}];
uniform vec3 uHigh[${MAX_CURTAINS}];
varying vec2 vUv;
varying float vIntensity;
varying float vSeed;
varying vec3 vLow;
varying vec3 vHigh;
void main() {
  int curtain = int(aCurtain + 0.5);
  float seed = aCurtain * 2.3;
  float wave = uWave[curtain];
  vUv = uv;
  vSeed = seed;
  vIntensity = uIntensity[curtain];
  vLow = uLow[curtain];
  vHigh = uHigh[curtain];
  vec3 p = position;
  vec2 outward = normalize(p.xz);
  float u = uv.x;
  float fold = sin(u * 9.0 + uTime * 0.55 + seed) * 6.0 + sin(u * 23.0 - uTime * 1.1 + seed * 2.0) * 1.8;
  p.xz += outward * fold * wave * (0.4 + uv.y * 0.6);
  p.y += uv.y * sin(u * 13.0 + uTime * 0.8 + seed) * 8.0 * wave;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(p, 1.0);
}
`;

const FRAGMENT = /* glsl */ `
uniform float uTime;
varying vec2 vUv;
varying float vIntensity;
varying float vSeed;
varying vec3 vLow;
varying vec3 vHigh;
void main() {
  float u = vUv.x;
  float v = vUv.y;
  float edge = smoothstep(0.0, 0.14, u) * smoothstep(1.0, 0.86, u);
  float vertical = smoothstep(0.0, 0.06, v) * pow(1.0 - v, 1.6);
  // Rays of uneven width and brightness: three beating frequencies, so no two look alike.
  float rays = 0.5 + 0.5 * sin(u * 140.0 + uTime * 1.7 + sin(u * 19.0 + vSeed) * 4.0);
  rays = mix(rays, 0.5 + 0.5 * sin(u * 61.0 - uTime * 0.6 + vSeed * 3.0), 0.45);
  rays = 0.3 + 0.95 * pow(rays, 2.2);
  rays *= 0.7 + 0.3 * sin(u * 23.0 - uTime * 0.9 + vSeed);
  vec3 colour = mix(vLow, vHigh, smoothstep(0.1, 0.8, v));
  // The lower edge of a bright curtain fringed with the top's colour (the pink border of a real aurora).
  colour = mix(colour, vHigh, (1.0 - smoothstep(0.0, 0.07, v)) * 0.6);
  float alpha = edge * vertical * rays * vIntensity;
  // Brighter low down, but not so bright that the tone mapping and the bloom wash it white.
  gl_FragColor = vec4(colour * (1.0 + (1.0 - v) * 0.25), alpha);
}
`;

/** Folding, with shimmering rays, at about two-thirds brightness: a curtain no one is looking at. */
export const RESTING_CURTAIN: CurtainState = { wave: 1, intensity: 0.62 };

/**
 * Aurora curtains hanging in arcs round the player, folding slowly, bright at their lower
 * edge and fading up, with vertical rays shimmering: every curtain in one additive draw call.
 * Far beyond the weather, so not fogged. `state` (read every frame, one per curtain) lets a
 * scene calm a curtain's folds or make it flare. Reduced motion: the same folds, slower.
 */
export function AuroraCurtains({ curtains, state }: { curtains: readonly AuroraCurtain[]; state?: () => readonly CurtainState[] }) {
  const mesh = useRef<Mesh>(null);
  const calm = useReducedMotion();
  const assets = useSceneAssets(() => {
    const slots = Array.from({ length: MAX_CURTAINS }, (_, i) => curtains[i]);
    return {
      geometry: auroraGeometry(curtains),
      material: new ShaderMaterial({
        vertexShader: VERTEX,
        fragmentShader: FRAGMENT,
        transparent: true,
        depthWrite: false,
        blending: AdditiveBlending,
        side: DoubleSide,
        fog: false,
        uniforms: {
          uTime: { value: 0 },
          uWave: { value: slots.map(() => RESTING_CURTAIN.wave) },
          uIntensity: { value: slots.map(() => RESTING_CURTAIN.intensity) },
          uLow: { value: slots.map((curtain) => vividAuroraColour(curtain?.low ?? '#000000')) },
          uHigh: { value: slots.map((curtain) => vividAuroraColour(curtain?.high ?? '#000000')) },
        },
      }),
    };
  }, [curtains]);
  useFrame((frame) => {
    const material = mesh.current?.material as ShaderMaterial | undefined;
    if (!material) return;
    const uniforms = material.uniforms;
    uniforms.uTime!.value = calmTime(frame.clock.elapsedTime, calm);
    const now = state?.();
    if (!now) return;
    const waves = uniforms.uWave!.value as number[];
    const intensities = uniforms.uIntensity!.value as number[];
    now.slice(0, MAX_CURTAINS).forEach((curtain, i) => {
      waves[i] = curtain.wave;
      intensities[i] = curtain.intensity;
    });
  });
  return <mesh ref={mesh} geometry={assets.geometry} material={assets.material} renderOrder={2} frustumCulled={false} />;
}
