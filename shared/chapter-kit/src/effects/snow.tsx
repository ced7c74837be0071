import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  ShaderMaterial,
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

export interface SnowOptions {
  /** Flakes at the high tier (medium and low draw fewer). */
  count: number;
  /** Half size of the box of snow round the player, and its height. */
  radius: number;
  height: number;
  /** Metres a second a flake falls. */
  fall: number;
  /** Wind (x, z, metres a second): light snow drifts, blowing snow streams past near the ground. */
  wind?: readonly [number, number];
  /** How far a flake wanders either side of its path (m). */
  flutter?: number;
  /** A flake's size (m). */
  size?: number;
  color?: ColorRepresentation;
  opacity?: number;
  seed?: number;
}

/** Each flake's start in the box (x, y, z) and its own phase (0..1), four numbers a flake, seeded. */
export function snowFlakes(count: number, radius: number, height: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const flakes = new Float32Array(count * 4);
  for (let i = 0; i < count; i += 1)
    flakes.set([(random() * 2 - 1) * radius, random() * height, (random() * 2 - 1) * radius, random()], i * 4);
  return flakes;
}

const VERTEX = /* glsl */ `
attribute vec4 aFlake;
uniform float uTime;
uniform float uRadius;
uniform float uHeight;
uniform float uFall;
uniform vec2 uWind;
uniform float uFlutter;
uniform float uSize;
uniform float uScale;
varying float vAlpha;
${SHADER_FOG_PARS_VERTEX}
void main() {
  float fall = uFall * (0.7 + 0.6 * aFlake.w);
  float y = mod(aFlake.y - uTime * fall, uHeight);
  // The wind carries the flakes through the box and they wrap round: the player is always in snow.
  vec2 xz = aFlake.xz + uWind * uTime * (0.8 + 0.4 * aFlake.w);
  xz = mod(xz + uRadius, 2.0 * uRadius) - uRadius;
  float phase = uTime * (0.9 + aFlake.w) + aFlake.w * 40.0;
  xz += vec2(sin(phase), cos(phase * 0.8)) * uFlutter;
  vec3 kitWorldPosition = vec3(xz.x, y, xz.y);
  vec4 kitMvPosition = viewMatrix * vec4(kitWorldPosition, 1.0);
  gl_Position = projectionMatrix * kitMvPosition;
  gl_PointSize = min(uSize * (0.6 + 0.8 * aFlake.w) * uScale / max(0.1, -kitMvPosition.z), 24.0);
  // Fade in at the top of the box and out at the ground, so no flake pops.
  vAlpha = smoothstep(0.0, 0.06, y / uHeight) * (1.0 - smoothstep(0.85, 1.0, y / uHeight));
  ${SHADER_FOG_VERTEX}
}
`;

const FRAGMENT = /* glsl */ `
uniform vec3 uColor;
uniform float uOpacity;
varying float vAlpha;
${SHADER_FOG_PARS_FRAGMENT}
void main() {
  float a = smoothstep(0.5, 0.15, length(gl_PointCoord - 0.5)) * vAlpha * uOpacity;
  if (a < 0.01) discard;
  gl_FragColor = vec4(kitApplyFog(uColor), a * (1.0 - 0.5 * kitFogAmount()));
}
`;

/**
 * Snow round the player: soft flakes falling, fluttering and carried by the wind, wrapping
 * round a box so the player is always in it. One draw call of points, animated in the vertex
 * shader. Reduced motion: fewer flakes, falling slower.
 */
export function Snow({ options }: { options: SnowOptions }) {
  const points = useRef<Points>(null);
  const { drawn, calm } = useEffectCount(options.count);
  const geometry = useSceneAssets(() => {
    const built = new BufferGeometry();
    built.setAttribute('position', new BufferAttribute(new Float32Array(options.count * 3), 3));
    built.setAttribute('aFlake', new BufferAttribute(snowFlakes(options.count, options.radius, options.height, options.seed ?? 21), 4));
    return built;
  }, [options]);
  geometry.setDrawRange(0, drawn);
  const material = useSceneAssets(
    () =>
      foggedEffectMaterial(VERTEX, FRAGMENT, {
        uRadius: { value: options.radius },
        uHeight: { value: options.height },
        uFall: { value: options.fall },
        uWind: { value: options.wind ? [...options.wind] : [0, 0] },
        uFlutter: { value: options.flutter ?? 0.35 },
        uSize: { value: options.size ?? 0.06 },
        uScale: { value: 1 },
        uColor: { value: new Color(options.color ?? '#ffffff') },
        uOpacity: { value: options.opacity ?? 0.85 },
      }),
    [options],
  );
  useFrame((state) => {
    const shader = points.current?.material as ShaderMaterial | undefined;
    if (!shader) return;
    const uniforms = shader.uniforms;
    uniforms.uTime!.value = calmTime(state.clock.elapsedTime, calm);
    const camera = state.camera as PerspectiveCamera;
    uniforms.uScale!.value = (state.size.height * state.viewport.dpr) / (2 * Math.tan((camera.fov * Math.PI) / 360));
  });
  return <points ref={points} geometry={geometry} material={material} frustumCulled={false} />;
}
