import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { calmTime } from '../quality/reduced-motion';
import { BufferAttribute, BufferGeometry, Color, ShaderMaterial, type ColorRepresentation, type LineSegments } from 'three';
import { SHADER_FOG_PARS_FRAGMENT, SHADER_FOG_PARS_VERTEX, SHADER_FOG_VERTEX } from '../art/shader-fog';
import { seededRandom } from '../art/seeded-random';
import { useSceneAssets } from '../art/use-scene-assets';
import { foggedEffectMaterial } from './fogged-effect-material';
import { useEffectCount } from './use-effect-count';

export interface RainOptions {
  /** Streaks at the high tier (medium and low draw fewer, `effect-budget.ts`). */
  count: number;
  /** Half size of the box of rain around the player, and its height. */
  radius: number;
  height: number;
  speed: number;
  /** Streak length in world units. */
  length: number;
  wind?: readonly [number, number];
  color: ColorRepresentation;
  opacity: number;
}

const VERTEX = /* glsl */ `
attribute vec3 aDrop;
attribute float aEnd;
uniform float uTime;
uniform float uHeight;
uniform float uSpeed;
uniform float uLength;
uniform vec2 uWind;
varying float vEnd;
${SHADER_FOG_PARS_VERTEX}
void main() {
  float y = mod(aDrop.y - uTime * uSpeed, uHeight);
  vec3 kitWorldPosition = vec3(aDrop.x, y, aDrop.z);
  kitWorldPosition.xz += uWind * (uHeight - y) * 0.15;
  kitWorldPosition += vec3(uWind.x, -uSpeed, uWind.y) * (uLength / uSpeed) * aEnd;
  vec4 kitMvPosition = viewMatrix * vec4(kitWorldPosition, 1.0);
  gl_Position = projectionMatrix * kitMvPosition;
  vEnd = aEnd;
  ${SHADER_FOG_VERTEX}
}
`;

const FRAGMENT = /* glsl */ `
uniform vec3 uColor;
uniform float uOpacity;
varying float vEnd;
${SHADER_FOG_PARS_FRAGMENT}
void main() {
  gl_FragColor = vec4(kitApplyFog(uColor), uOpacity * (0.25 + 0.75 * vEnd) * (1.0 - 0.6 * kitFogAmount()));
}
`;

/**
 * Both ends of each streak at its drop, in the box round the player (x, z within `radius`,
 * y up to `height`), seeded: the shader stretches the second end (aEnd 1) along the fall.
 */
export function rainStreaks(count: number, radius: number, height: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  // Typed arrays filled in place: built on every visit, and Float32BufferAttribute would copy a number[].
  const drops = new Float32Array(count * 6);
  for (let i = 0; i < count; i += 1) {
    const x = (random() * 2 - 1) * radius;
    const z = (random() * 2 - 1) * radius;
    const y = random() * height;
    drops.set([x, y, z, x, y, z], i * 6);
  }
  return drops;
}

/** Falling streaks of rain around the player: one line draw call, animated in the vertex shader. */
export function Rain({ options }: { options: RainOptions }) {
  const lines = useRef<LineSegments>(null);
  // By tier and reduced motion (fewer drops, falling slower): a draw range over buffers built once.
  const { drawn, calm } = useEffectCount(options.count);
  const geometry = useSceneAssets(() => {
    const drops = rainStreaks(options.count, options.radius, options.height, 11);
    const ends = new Float32Array(options.count * 2);
    for (let i = 0; i < options.count; i += 1) ends[i * 2 + 1] = 1;
    const built = new BufferGeometry();
    built.setAttribute('position', new BufferAttribute(drops.slice(), 3));
    built.setAttribute('aDrop', new BufferAttribute(drops, 3));
    built.setAttribute('aEnd', new BufferAttribute(ends, 1));
    return built;
  }, [options]);
  // Two vertices a streak.
  geometry.setDrawRange(0, drawn * 2);
  const material = useSceneAssets(
    () =>
      foggedEffectMaterial(VERTEX, FRAGMENT, {
        uHeight: { value: options.height },
        uSpeed: { value: options.speed },
        uLength: { value: options.length },
        uWind: { value: options.wind ? [...options.wind] : [0, 0] },
        uColor: { value: new Color(options.color) },
        uOpacity: { value: options.opacity },
      }),
    [options],
  );
  useFrame((state) => {
    const shader = lines.current?.material as ShaderMaterial | undefined;
    if (shader) shader.uniforms.uTime!.value = calmTime(state.clock.elapsedTime, calm);
  });
  return <lineSegments ref={lines} geometry={geometry} material={material} frustumCulled={false} />;
}
