import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Color, PlaneGeometry, ShaderMaterial, Vector3, type ColorRepresentation, type Mesh } from 'three';
import { fogUniforms, SHADER_FOG_PARS_FRAGMENT, SHADER_FOG_PARS_VERTEX, SHADER_FOG_VERTEX } from '../art/shader-fog';
import { useSceneAssets } from '../art/use-scene-assets';

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
  /**
   * Foam rings where something stands in the water (a hull, a person, a post), in the
   * water's own frame: x, z and the ring's radius. Up to MAX_FOAM_RINGS.
   */
  foamAround?: readonly (readonly [number, number, number])[];
  /** 0..1: how much the crests break into foam (0 keeps the glint alone). */
  crestFoam?: number;
  /**
   * The sky the water mirrors at a grazing look (its horizon colour, usually the scene's sky):
   * far water turns to it, near water keeps its own colour, as a real sea does (Fresnel).
   * Left out, the water mirrors nothing.
   */
  reflects?: ColorRepresentation;
  /** 0..1: the sun's (or a lamp's) glitter on the facets facing it along `lightDirection`. */
  glint?: number;
}

/** Up to this many foam rings a water surface draws (one uniform array, one draw call). */
export const MAX_FOAM_RINGS = 4;

/**
 * The swell's height at a point of the water's frame at a time, in units of `waveHeight`
 * (about -1..1): the same three waves the vertex shader draws, so a scene floats a person or
 * a buoy on the very surface seen.
 */
export function swellHeight(x: number, z: number, seconds: number, flow: readonly [number, number]): number {
  const px = x - flow[0] * seconds;
  const pz = z - flow[1] * seconds;
  return (
    Math.sin(px * 0.35 + seconds * 1.1) * 0.5 + Math.sin(pz * 0.5 - seconds * 0.8) * 0.35 + Math.sin((px + pz) * 0.9 + seconds * 1.7) * 0.15
  );
}

/**
 * The same swell for a shader: `kitSwell(world.xz, flow, seconds)`, about -1..1. The water's
 * vertex shader and everything that rides it (the wake's foam) call this one function, so the
 * three waves are written once for the GPU, beside `swellHeight` for the CPU.
 */
export const SWELL_GLSL = /* glsl */ `
float kitSwell(vec2 world, vec2 flow, float t) {
  vec2 p = world - flow * t;
  return sin(p.x * 0.35 + t * 1.1) * 0.5 + sin(p.y * 0.5 - t * 0.8) * 0.35 + sin((p.x + p.y) * 0.9 + t * 1.7) * 0.15;
}
`;

/** The foam rings as the shader reads them (x, z, radius; unused rings have radius 0). */
export function foamRings(around: WaterOptions['foamAround'] = []): Vector3[] {
  return Array.from({ length: MAX_FOAM_RINGS }, (_, i) => {
    const ring = around[i];
    return ring ? new Vector3(ring[0], ring[1], ring[2]) : new Vector3(0, 0, 0);
  });
}

/** What the water mirrors, as the shader reads it: nothing (amount 0) unless the scene names its sky. */
export function reflectionUniforms(options: Pick<WaterOptions, 'reflects' | 'deep'>): {
  uReflects: { value: Color };
  uReflectAmount: { value: number };
} {
  return {
    uReflects: { value: new Color(options.reflects ?? options.deep) },
    uReflectAmount: { value: options.reflects === undefined ? 0 : 1 },
  };
}

const VERTEX = /* glsl */ `
uniform float uTime;
uniform float uWaveHeight;
uniform vec2 uFlow;
varying vec3 vWorld;
varying vec2 vLocal;
varying float vWave;
${SHADER_FOG_PARS_VERTEX}
${SWELL_GLSL}
void main() {
  vLocal = position.xz;
  vec4 world = modelMatrix * vec4(position, 1.0);
  float wave = kitSwell(world.xz, uFlow, uTime);
  world.y += wave * uWaveHeight;
  vWave = wave;
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
uniform float uTime;
uniform float uCrestFoam;
uniform vec3 uFoamRings[${MAX_FOAM_RINGS}];
uniform vec3 uReflects;
uniform float uReflectAmount;
uniform float uGlint;
varying vec3 vWorld;
varying vec2 vLocal;
varying float vWave;
${SHADER_FOG_PARS_FRAGMENT}
float kitFoamNoise(vec2 p) {
  return 0.5 + 0.25 * sin(p.x * 3.1 + sin(p.y * 2.3)) + 0.25 * sin(p.y * 4.7 - p.x * 1.3);
}
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
  // The sky in the water: Schlick's Fresnel on the facet (0.02 head-on, all of it at a graze).
  float fresnel = 0.02 + 0.98 * pow(1.0 - clamp(dot(viewDir, normal), 0.0, 1.0), 5.0);
  color = mix(color, uReflects, clamp(fresnel * 1.6, 0.0, 0.85) * uReflectAmount);
  // Glitter: the light's mirror image in the facets that face it.
  vec3 mirrored = reflect(-normalize(uLight), normal);
  color += uFoam * pow(clamp(dot(mirrored, viewDir), 0.0, 1.0), 60.0) * uGlint;
  // Foam on the highest crests, broken up by a drifting pattern; and rings round what stands in the water.
  float broken = kitFoamNoise(vLocal * 0.6 + uTime * 0.3);
  float foam = smoothstep(0.55, 0.95, vWave) * smoothstep(0.45, 0.8, broken) * uCrestFoam;
  for (int i = 0; i < ${MAX_FOAM_RINGS}; i++) {
    vec3 ring = uFoamRings[i];
    if (ring.z <= 0.0) continue;
    float d = length(vLocal - ring.xy) / ring.z;
    foam += (1.0 - smoothstep(0.6, 1.0, d)) * smoothstep(0.3, 0.75, kitFoamNoise(vLocal * 2.2 - uTime * 0.5)) * 0.85;
  }
  color = mix(color, uFoam, clamp(foam, 0.0, 0.9));
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
          uCrestFoam: { value: options.crestFoam ?? 0 },
          uFoamRings: { value: foamRings(options.foamAround) },
          ...reflectionUniforms(options),
          uGlint: { value: options.glint ?? 0 },
        },
      }),
    [options],
  );
  useFrame((state) => {
    const shader = mesh.current?.material as ShaderMaterial | undefined;
    // Not calmed under reduced motion: scenes float people and buoys on this swell by the clock (`swellHeight`).
    if (shader) shader.uniforms.uTime!.value = state.clock.elapsedTime;
  });
  return <mesh ref={mesh} geometry={geometry} material={material} />;
}
