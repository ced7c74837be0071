import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { BufferGeometry, Color, Float32BufferAttribute, ShaderMaterial, type ColorRepresentation, type LineSegments } from 'three';
import { fogUniforms, SHADER_FOG_PARS_FRAGMENT, SHADER_FOG_PARS_VERTEX, SHADER_FOG_VERTEX } from './shader-fog';
import { seededRandom } from './seeded-random';
import { useDisposable } from './use-disposable';

export interface RainOptions {
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

/** Falling streaks of rain around the player: one line draw call, animated in the vertex shader. */
export function Rain({ options }: { options: RainOptions }) {
  const lines = useRef<LineSegments>(null);
  const geometry = useMemo(() => {
    const random = seededRandom(11);
    const drops: number[] = [];
    const ends: number[] = [];
    const positions: number[] = [];
    for (let i = 0; i < options.count; i += 1) {
      const x = (random() * 2 - 1) * options.radius;
      const z = (random() * 2 - 1) * options.radius;
      const y = random() * options.height;
      for (const end of [0, 1]) {
        drops.push(x, y, z);
        ends.push(end);
        positions.push(x, y, z);
      }
    }
    const built = new BufferGeometry();
    built.setAttribute('position', new Float32BufferAttribute(positions, 3));
    built.setAttribute('aDrop', new Float32BufferAttribute(drops, 3));
    built.setAttribute('aEnd', new Float32BufferAttribute(ends, 1));
    return built;
  }, [options]);
  const material = useMemo(
    () =>
      new ShaderMaterial({
        vertexShader: VERTEX,
        fragmentShader: FRAGMENT,
        transparent: true,
        depthWrite: false,
        fog: true,
        uniforms: {
          ...fogUniforms(),
          uTime: { value: 0 },
          uHeight: { value: options.height },
          uSpeed: { value: options.speed },
          uLength: { value: options.length },
          uWind: { value: options.wind ? [...options.wind] : [0, 0] },
          uColor: { value: new Color(options.color) },
          uOpacity: { value: options.opacity },
        },
      }),
    [options],
  );
  useDisposable(geometry);
  useDisposable(material);
  useFrame((state) => {
    const shader = lines.current?.material as ShaderMaterial | undefined;
    if (shader) shader.uniforms.uTime!.value = state.clock.elapsedTime;
  });
  return <lineSegments ref={lines} geometry={geometry} material={material} frustumCulled={false} />;
}
