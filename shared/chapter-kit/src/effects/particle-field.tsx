import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { calmTime } from '../quality/reduced-motion';
import {
  AdditiveBlending,
  BufferAttribute,
  BufferGeometry,
  Color,
  NormalBlending,
  ShaderMaterial,
  Vector3,
  type ColorRepresentation,
  type PerspectiveCamera,
  type Points,
} from 'three';
import { fogUniforms, SHADER_FOG_PARS_FRAGMENT, SHADER_FOG_PARS_VERTEX, SHADER_FOG_VERTEX } from '../art/shader-fog';
import { seededRandom } from '../art/seeded-random';
import { useSceneAssets } from '../art/use-scene-assets';
import { useEffectCount } from './use-effect-count';

/** Up to this many emitters share one particle field, so all fires' embers are one draw call. */
export const MAX_EMITTERS = 4;

export interface ParticleFieldOptions {
  /** Particles per emitter at the high tier (medium and low draw fewer, `effect-budget.ts`). */
  count: number;
  emitters: readonly (readonly [number, number, number])[];
  /** Half extents of the box particles start in, around their emitter. */
  spread: readonly [number, number, number];
  velocity: readonly [number, number, number];
  velocityJitter: readonly [number, number, number];
  lifetime: number;
  /** World size at birth, and how much it grows by the end of life. */
  size: number;
  growth?: number;
  sway?: number;
  colorStart: ColorRepresentation;
  colorEnd: ColorRepresentation;
  opacity?: number;
  additive?: boolean;
  seed?: number;
}

const VERTEX = /* glsl */ `
attribute float aSeed;
attribute vec3 aOffset;
attribute float aEmitter;
uniform float uTime;
uniform vec3 uEmitters[${MAX_EMITTERS}];
uniform float uIntensity[${MAX_EMITTERS}];
uniform vec3 uSpread;
uniform vec3 uVelocity;
uniform vec3 uVelocityJitter;
uniform float uLifetime;
uniform float uSize;
uniform float uGrowth;
uniform float uSway;
uniform float uScale;
varying float vLife;
varying float vAlpha;
${SHADER_FOG_PARS_VERTEX}
void main() {
  int emitter = int(aEmitter + 0.5);
  float intensity = uIntensity[emitter];
  float age = fract(uTime / uLifetime + aSeed);
  float t = age * uLifetime;
  vec3 start = uEmitters[emitter] + aOffset * uSpread * mix(1.0, 0.6, 1.0 - intensity);
  vec3 velocity = uVelocity + aOffset.zxy * uVelocityJitter;
  vec3 kitWorldPosition = start + velocity * t;
  kitWorldPosition.x += sin(uTime * 1.3 + aSeed * 40.0) * uSway * age;
  kitWorldPosition.z += cos(uTime * 1.1 + aSeed * 25.0) * uSway * age;
  vec4 kitMvPosition = viewMatrix * vec4(kitWorldPosition, 1.0);
  gl_Position = projectionMatrix * kitMvPosition;
  float size = uSize * mix(1.0, uGrowth, age) * (0.4 + 0.6 * intensity);
  gl_PointSize = min(size * uScale / max(0.1, -kitMvPosition.z), 160.0);
  vLife = age;
  vAlpha = intensity * smoothstep(0.0, 0.08, age) * (1.0 - smoothstep(0.55, 1.0, age));
  ${SHADER_FOG_VERTEX}
}
`;

const FRAGMENT = /* glsl */ `
uniform vec3 uColorStart;
uniform vec3 uColorEnd;
uniform float uOpacity;
uniform float uAdditive;
varying float vLife;
varying float vAlpha;
${SHADER_FOG_PARS_FRAGMENT}
void main() {
  float d = length(gl_PointCoord - 0.5);
  float a = smoothstep(0.5, 0.1, d) * vAlpha * uOpacity;
  if (a < 0.01) discard;
  vec3 color = mix(uColorStart, uColorEnd, vLife);
  // Glowing particles fade into the fog; smoke takes the fog's colour.
  float fog = kitFogAmount();
  if (uAdditive > 0.5) {
    gl_FragColor = vec4(color, a * (1.0 - fog));
  } else {
    gl_FragColor = vec4(kitApplyFog(color), a);
  }
}
`;

/**
 * Each particle's seed (its place in its life), its offset in the emitter's box (-1..1 on
 * each axis) and its emitter. Emitters take turns (particle i belongs to emitter i mod n), so
 * any first k particles share out evenly among the emitters: a tier draws a prefix.
 */
export function particleAttributes(
  total: number,
  emitterCount: number,
  seed: number,
): { seeds: Float32Array; offsets: Float32Array; emitters: Float32Array } {
  const random = seededRandom(seed);
  // Typed arrays filled in place: built on every visit, and Float32BufferAttribute would copy a number[].
  const seeds = new Float32Array(total);
  const offsets = new Float32Array(total * 3);
  const emitters = new Float32Array(total);
  for (let i = 0; i < total; i += 1) {
    seeds[i] = random();
    offsets[i * 3] = random() * 2 - 1;
    offsets[i * 3 + 1] = random() * 2 - 1;
    offsets[i * 3 + 2] = random() * 2 - 1;
    emitters[i] = i % Math.max(1, emitterCount);
  }
  return { seeds, offsets, emitters };
}

/**
 * GPU particles (embers, smoke, sparks, spray, dust): each particle's life is computed in
 * the vertex shader from time and a seed, so nothing is updated per particle on the CPU.
 * `intensity` (one per emitter, 0..1, read every frame) dims and shrinks an emitter, e.g.
 * a fire going out.
 */
export function ParticleField({ options, intensity }: { options: ParticleFieldOptions; intensity?: () => readonly number[] }) {
  const points = useRef<Points>(null);
  const emitterCount = options.emitters.length;
  // By tier and reduced motion (fewer particles, moving slower): a draw range over buffers built once.
  const { drawn, calm } = useEffectCount(options.count * emitterCount, emitterCount);
  const geometry = useSceneAssets(() => {
    const { seeds, offsets, emitters } = particleAttributes(options.count * emitterCount, emitterCount, options.seed ?? 1);
    const built = new BufferGeometry();
    built.setAttribute('position', new BufferAttribute(new Float32Array(seeds.length * 3), 3));
    built.setAttribute('aSeed', new BufferAttribute(seeds, 1));
    built.setAttribute('aOffset', new BufferAttribute(offsets, 3));
    built.setAttribute('aEmitter', new BufferAttribute(emitters, 1));
    return built;
  }, [options, emitterCount]);
  geometry.setDrawRange(0, drawn);

  const shader = useSceneAssets(() => {
    const emitterPositions = Array.from({ length: MAX_EMITTERS }, (_, i) => new Vector3(...(options.emitters[i] ?? [0, -999, 0])));
    return new ShaderMaterial({
      vertexShader: VERTEX,
      fragmentShader: FRAGMENT,
      transparent: true,
      depthWrite: false,
      fog: true,
      blending: options.additive ? AdditiveBlending : NormalBlending,
      uniforms: {
        ...fogUniforms(),
        uTime: { value: 0 },
        uEmitters: { value: emitterPositions },
        uIntensity: { value: Array.from({ length: MAX_EMITTERS }, () => 1) },
        uSpread: { value: new Vector3(...options.spread) },
        uVelocity: { value: new Vector3(...options.velocity) },
        uVelocityJitter: { value: new Vector3(...options.velocityJitter) },
        uLifetime: { value: options.lifetime },
        uSize: { value: options.size },
        uGrowth: { value: options.growth ?? 1 },
        uSway: { value: options.sway ?? 0 },
        uScale: { value: 1 },
        uColorStart: { value: new Color(options.colorStart) },
        uColorEnd: { value: new Color(options.colorEnd) },
        uOpacity: { value: options.opacity ?? 1 },
        uAdditive: { value: options.additive ? 1 : 0 },
      },
    });
  }, [options]);

  useFrame((state) => {
    const material = points.current?.material as ShaderMaterial | undefined;
    if (!material) return;
    const uniforms = material.uniforms;
    const camera = state.camera as PerspectiveCamera;
    uniforms.uTime!.value = calmTime(state.clock.elapsedTime, calm);
    // Pixels per world unit at distance 1: the canvas height over the view's height there.
    uniforms.uScale!.value = (state.size.height * state.viewport.dpr) / (2 * Math.tan((camera.fov * Math.PI) / 360));
    if (intensity) {
      const values = intensity();
      const target = uniforms.uIntensity!.value as number[];
      for (let i = 0; i < MAX_EMITTERS; i += 1) target[i] = values[i] ?? 0;
    }
  });

  return <points ref={points} geometry={geometry} material={shader} frustumCulled={false} />;
}
