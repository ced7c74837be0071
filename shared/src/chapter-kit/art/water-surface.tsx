import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Color, PlaneGeometry, ShaderMaterial, Vector3, type ColorRepresentation, type Mesh } from 'three';
import { fogUniforms, SHADER_FOG_PARS_FRAGMENT, SHADER_FOG_PARS_VERTEX, SHADER_FOG_VERTEX } from './shader-fog';
import { useSceneAssets } from './use-scene-assets';

export interface WaterOptions {
  width: number;
  depth: number;
  segments: readonly [number, number];
  deep: ColorRepresentation;
  shallow: ColorRepresentation;
  foam: ColorRepresentation;
  waveHeight: number;
  /** Flow direction and speed of the current (world units per second). */
  flow: readonly [number, number];
  lightDirection: readonly [number, number, number];
  opacity?: number;
}

const VERTEX = /* glsl */ `
uniform float uTime;
uniform float uWaveHeight;
uniform vec2 uFlow;
varying vec3 vWorld;
${SHADER_FOG_PARS_VERTEX}
void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vec2 p = world.xz - uFlow * uTime;
  float wave = sin(p.x * 0.35 + uTime * 1.1) * 0.5 + sin(p.y * 0.5 - uTime * 0.8) * 0.35 + sin((p.x + p.y) * 0.9 + uTime * 1.7) * 0.15;
  world.y += wave * uWaveHeight;
  vWorld = world.xyz;
  vec3 kitWorldPosition = world.xyz;
  vec4 kitMvPosition = viewMatrix * world;
  gl_Position = projectionMatrix * kitMvPosition;
  ${SHADER_FOG_VERTEX}
}
`;

const FRAGMENT = /* glsl */ `
uniform vec3 uDeep;
uniform vec3 uShallow;
uniform vec3 uFoam;
uniform vec3 uLight;
uniform float uOpacity;
varying vec3 vWorld;
${SHADER_FOG_PARS_FRAGMENT}
void main() {
  // Faceted water: the face normal from screen-space derivatives.
  vec3 normal = normalize(cross(dFdx(vWorld), dFdy(vWorld)));
  if (normal.y < 0.0) normal = -normal;
  float light = clamp(dot(normal, normalize(uLight)), 0.0, 1.0);
  vec3 viewDir = normalize(cameraPosition - vWorld);
  float facing = pow(1.0 - clamp(dot(viewDir, normal), 0.0, 1.0), 3.0);
  vec3 color = mix(uDeep, uShallow, light * 0.7 + facing * 0.5);
  float crest = smoothstep(0.85, 1.0, light) * 0.3;
  color = mix(color, uFoam, crest);
  gl_FragColor = vec4(kitApplyFog(color), uOpacity);
}
`;

/**
 * A faceted, moving water surface (rivers, floods, sea swell), level at y = 0 of its
 * parent: a scene raises the water by moving a group around it.
 */
export function WaterSurface({ options }: { options: WaterOptions }) {
  const mesh = useRef<Mesh>(null);
  const geometry = useSceneAssets(() => {
    const plane = new PlaneGeometry(options.width, options.depth, options.segments[0], options.segments[1]);
    plane.rotateX(-Math.PI / 2);
    return plane;
  }, [options]);
  const material = useSceneAssets(
    () =>
      new ShaderMaterial({
        vertexShader: VERTEX,
        fragmentShader: FRAGMENT,
        transparent: (options.opacity ?? 1) < 1,
        fog: true,
        uniforms: {
          ...fogUniforms(),
          uTime: { value: 0 },
          uWaveHeight: { value: options.waveHeight },
          uFlow: { value: [...options.flow] },
          uDeep: { value: new Color(options.deep) },
          uShallow: { value: new Color(options.shallow) },
          uFoam: { value: new Color(options.foam) },
          uLight: { value: new Vector3(...options.lightDirection) },
          uOpacity: { value: options.opacity ?? 1 },
        },
      }),
    [options],
  );
  useFrame((state) => {
    const shader = mesh.current?.material as ShaderMaterial | undefined;
    if (shader) shader.uniforms.uTime!.value = state.clock.elapsedTime;
  });
  return <mesh ref={mesh} geometry={geometry} material={material} />;
}
