// A ship's searchlight as the Navy's night chapters draw it: a beam through the haze and spray, and its pool of light on moving water.
import {
  AdditiveBlending,
  Color,
  DoubleSide,
  PlaneGeometry,
  ShaderMaterial,
  UniformsLib,
  UniformsUtils,
  type ColorRepresentation,
  type Mesh,
} from 'three';
import { drawnSwellHeight, type WaterOptions } from '@mission/chapter-kit/scene';

/** How far the pool floats over the drawn swell (metres): enough that the facets never cover it. */
export const POOL_LIFT = 0.12;

/**
 * Additive light fades out with distance (mixing it towards the fog's colour would add fog);
 * three fills fogNear and fogFar for a material with `fog: true`.
 */
const FOG_FADE = /* glsl */ `
uniform float fogNear;
uniform float fogFar;
varying float vDepth;
float fogFade() { return 1.0 - smoothstep(fogNear, fogFar, vDepth); }
`;

const BEAM_VERTEX = /* glsl */ `
varying float vAlong;
varying float vFacing;
varying float vLength;
varying float vDepth;
void main() {
  vAlong = position.z;
  vLength = length(modelMatrix[2].xyz);
  vec4 mv = modelViewMatrix * vec4(position, 1.0);
  vFacing = abs(dot(normalize(normalMatrix * normal), normalize(-mv.xyz)));
  vDepth = -mv.z;
  gl_Position = projectionMatrix * mv;
}
`;

const BEAM_FRAGMENT = /* glsl */ `
uniform vec3 uColor;
uniform float uOpacity;
uniform float uTime;
uniform float uFadeIn;
varying float vAlong;
varying float vFacing;
varying float vLength;
${FOG_FADE}
void main() {
  // Brightest along the axis, soft at the edges (a cone of lit haze has no hard side); fading as it spreads.
  float core = pow(vFacing, 1.8);
  float spread = 1.0 - vAlong * 0.7;
  // Spray and haze drifting through it: brighter and darker swathes running along the beam.
  float metres = vAlong * vLength;
  float haze = 0.72 + 0.28 * sin(metres * 0.45 - uTime * 2.2 + 2.0 * sin(metres * 0.17 + uTime * 0.7));
  // Out of the lamp's housing over the first metres (from inside a bridge, not through its roof).
  float ends = smoothstep(uFadeIn * 0.4, uFadeIn, metres);
  gl_FragColor = vec4(uColor, uOpacity * core * spread * haze * ends * fogFade());
}
`;

/**
 * The beam: lit haze in a cone from the lamp (a mesh whose local +z runs from the lamp, 0, to
 * the water, 1), coming on over its first `fadeIn` metres.
 */
export function searchlightBeamMaterial(color: ColorRepresentation, opacity: number, fadeIn: number): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader: BEAM_VERTEX,
    fragmentShader: BEAM_FRAGMENT,
    uniforms: UniformsUtils.merge([
      UniformsLib.fog,
      { uColor: { value: new Color(color) }, uOpacity: { value: opacity }, uTime: { value: 0 }, uFadeIn: { value: fadeIn } },
    ]),
    transparent: true,
    depthWrite: false,
    blending: AdditiveBlending,
    side: DoubleSide,
    fog: true,
  });
}

const POOL_VERTEX = /* glsl */ `
varying vec2 vUv;
varying vec2 vWorld;
varying float vDepth;
void main() {
  vUv = uv;
  vec4 world = modelMatrix * vec4(position, 1.0);
  vWorld = world.xz;
  vec4 mv = viewMatrix * world;
  vDepth = -mv.z;
  gl_Position = projectionMatrix * mv;
}
`;

const POOL_FRAGMENT = /* glsl */ `
uniform vec3 uColor;
uniform float uOpacity;
uniform float uTime;
uniform float uRipple;
varying vec2 vUv;
varying vec2 vWorld;
${FOG_FADE}
void main() {
  vec2 w = vWorld * uRipple;
  // The swell breaks the rim: the pool's edge wanders with the waves under it.
  float swell = sin(w.x * 1.3 + uTime * 1.4) * sin(w.y * 1.1 - uTime * 1.1) + 0.6 * sin((w.x - w.y) * 0.8 + uTime * 0.9);
  float rim = length(vUv * 2.0 - 1.0) + 0.1 * swell;
  float falloff = 1.0 - smoothstep(0.05, 1.0, rim);
  falloff *= falloff;
  // Light on moving water: the faces of the ripples that catch it flash, the troughs between stay dark.
  float a = 0.5 + 0.5 * sin(w.x * 2.6 + 1.6 * sin(w.y * 1.2 + uTime * 1.2) - uTime * 2.2);
  float b = 0.5 + 0.5 * sin(w.y * 3.1 + 1.8 * sin(w.x * 0.9 - uTime * 0.8) + uTime * 1.7);
  float glitter = smoothstep(0.45, 0.95, a * b);
  float light = falloff * (0.5 + 0.25 * swell) + glitter * sqrt(falloff) * 0.9;
  gl_FragColor = vec4(uColor, clamp(light, 0.0, 1.0) * uOpacity * fogFade());
}
`;

/**
 * The pool: soft light falling off from its middle, its rim broken by the swell and its light
 * broken into the flashes of the ripples that catch it. `ripple` scales the ripples (per metre):
 * larger for a small pool seen close, smaller for a wide one far off.
 */
export function searchlightPoolMaterial(color: ColorRepresentation, opacity: number, ripple: number): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader: POOL_VERTEX,
    fragmentShader: POOL_FRAGMENT,
    uniforms: UniformsUtils.merge([
      UniformsLib.fog,
      { uColor: { value: new Color(color) }, uOpacity: { value: opacity }, uTime: { value: 0 }, uRipple: { value: ripple } },
    ]),
    transparent: true,
    depthWrite: false,
    blending: AdditiveBlending,
    fog: true,
  });
}

/** The pool's sheet: a flat square `size` across, in a grid fine enough to lie on the swell's facets. */
export function searchlightPoolGeometry(size: number, segments = 8): PlaneGeometry {
  return new PlaneGeometry(size, size, segments, segments).rotateX(-Math.PI / 2);
}

/**
 * Lays a flat sheet (the pool, a ring of foam) on the drawn swell at (x, z) of the water's frame,
 * the water's mean level at `seaY`: each vertex at the swell under it, so it lies on the waves,
 * not over them or half under them. The sheet's geometry must be its own (its vertices move).
 */
export function layOnSwell(
  pool: Mesh,
  sea: Pick<WaterOptions, 'width' | 'depth' | 'segments' | 'waveHeight' | 'flow'>,
  x: number,
  seaY: number,
  z: number,
  seconds: number,
) {
  pool.position.set(x, seaY, z);
  const position = pool.geometry.getAttribute('position');
  for (let v = 0; v < position.count; v += 1)
    position.setY(v, drawnSwellHeight(sea, x + position.getX(v), z + position.getZ(v), seconds) + POOL_LIFT);
  position.needsUpdate = true;
}

/** Moves the searchlight's haze and ripples on: its materials' clock (seconds). */
export function runSearchlight(materials: readonly ShaderMaterial[], seconds: number) {
  for (const material of materials) material.uniforms.uTime!.value = seconds;
}
