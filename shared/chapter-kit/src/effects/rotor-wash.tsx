import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  ShaderMaterial,
  Vector3,
  type ColorRepresentation,
  type PerspectiveCamera,
  type Points,
} from 'three';
import { calmTime } from '../quality/reduced-motion';
import { seededRandom } from '../art/seeded-random';
import { SHADER_FOG_PARS_FRAGMENT, SHADER_FOG_PARS_VERTEX, SHADER_FOG_VERTEX } from '../art/shader-fog';
import { useSceneAssets } from '../art/use-scene-assets';
import { foggedEffectMaterial } from './fogged-effect-material';
import { useEffectCount } from './use-effect-count';

export interface RotorWashOptions {
  /** The point under the rotor hub, on the deck, the ground or the sea. */
  at: readonly [number, number, number];
  /** The rotor's radius (m): the wash starts under the blades and runs out past their tips. */
  rotorRadius: number;
  /** Puffs at the high tier. */
  count?: number;
  /** Spray off the sea (pale) or dust off the ground (tan). */
  color?: ColorRepresentation;
  opacity?: number;
  seed?: number;
}

/** Where the wash runs, in rotor radii: from under the blades to past their tips. */
export const WASH_INNER = 0.35;
export const WASH_OUTER = 1.8;

/** A puff's distance from the hub (in rotor radii) at a point of its life (0..1) and a strength: a stronger wash throws it further. */
export function washRadius(life: number, strength: number): number {
  const s = Math.min(1, Math.max(0, strength));
  return WASH_INNER + (WASH_OUTER - WASH_INNER) * (0.5 + 0.5 * s) * Math.pow(Math.min(1, Math.max(0, life)), 0.6);
}

/** Each puff's bearing (radians), its phase of life (0..1) and a lift (0..1), three numbers a puff, seeded. */
export function washPuffs(count: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const puffs = new Float32Array(count * 3);
  for (let i = 0; i < count; i += 1) puffs.set([random() * Math.PI * 2, random(), random()], i * 3);
  return puffs;
}

const VERTEX = /* glsl */ `
attribute vec3 aPuff;
uniform float uTime;
uniform vec3 uAt;
uniform float uRadius;
uniform float uStrength;
uniform float uScale;
varying float vAlpha;
${SHADER_FOG_PARS_VERTEX}
void main() {
  float life = fract(uTime * (0.45 + 0.5 * uStrength) + aPuff.y);
  float r = (${WASH_INNER.toFixed(2)} + ${(WASH_OUTER - WASH_INNER).toFixed(2)} * (0.5 + 0.5 * uStrength) * pow(life, 0.6)) * uRadius;
  // The downwash swirls a little with the rotor as it spreads, and the puffs billow up as they go.
  float bearing = aPuff.x + life * 0.5;
  vec3 kitWorldPosition = uAt + vec3(cos(bearing) * r, (0.15 + life * (0.6 + aPuff.z * 1.6)) * (0.4 + 0.6 * uStrength), sin(bearing) * r);
  vec4 kitMvPosition = viewMatrix * vec4(kitWorldPosition, 1.0);
  gl_Position = projectionMatrix * kitMvPosition;
  float size = (0.5 + life * 1.6 + aPuff.z * 0.4) * uRadius * 0.13;
  gl_PointSize = min(size * uScale / max(0.1, -kitMvPosition.z), 180.0);
  vAlpha = uStrength * smoothstep(0.0, 0.12, life) * (1.0 - smoothstep(0.5, 1.0, life));
  ${SHADER_FOG_VERTEX}
}
`;

const FRAGMENT = /* glsl */ `
uniform vec3 uColor;
uniform float uOpacity;
varying float vAlpha;
${SHADER_FOG_PARS_FRAGMENT}
void main() {
  float a = smoothstep(0.5, 0.05, length(gl_PointCoord - 0.5)) * vAlpha * uOpacity;
  if (a < 0.01) discard;
  gl_FragColor = vec4(kitApplyFog(uColor), a);
}
`;

/**
 * The ring of spray or dust a helicopter's downwash throws out under it: puffs running out
 * from under the blades past their tips, billowing up. `strength` (0..1, read every frame:
 * idle, spinning up, full power; 0 once it has flown away) sets how far and how thick.
 * One draw call of points. Reduced motion: fewer puffs, slower.
 */
export function RotorWash({ options, strength }: { options: RotorWashOptions; strength: () => number }) {
  const count = options.count ?? 220;
  const { drawn, calm } = useEffectCount(count);
  const points = useRef<Points>(null);
  const geometry = useSceneAssets(() => {
    const built = new BufferGeometry();
    built.setAttribute('position', new BufferAttribute(new Float32Array(count * 3), 3));
    built.setAttribute('aPuff', new BufferAttribute(washPuffs(count, options.seed ?? 5), 3));
    return built;
  }, [count, options.seed]);
  geometry.setDrawRange(0, drawn);
  const material = useSceneAssets(
    () =>
      foggedEffectMaterial(VERTEX, FRAGMENT, {
        uAt: { value: new Vector3(...options.at) },
        uRadius: { value: options.rotorRadius },
        uStrength: { value: 0 },
        uScale: { value: 1 },
        uColor: { value: new Color(options.color ?? '#dfe6ea') },
        uOpacity: { value: options.opacity ?? 0.35 },
      }),
    [options],
  );
  useFrame((state) => {
    const shader = points.current?.material as ShaderMaterial | undefined;
    if (!shader) return;
    const uniforms = shader.uniforms;
    uniforms.uTime!.value = calmTime(state.clock.elapsedTime, calm);
    uniforms.uStrength!.value = Math.min(1, Math.max(0, strength()));
    const camera = state.camera as PerspectiveCamera;
    uniforms.uScale!.value = (state.size.height * state.viewport.dpr) / (2 * Math.tan((camera.fov * Math.PI) / 360));
  });
  return <points ref={points} geometry={geometry} material={material} frustumCulled={false} />;
}
