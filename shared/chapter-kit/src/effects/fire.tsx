import { useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import {
  AdditiveBlending,
  BufferAttribute,
  BufferGeometry,
  Color,
  ConeGeometry,
  Matrix4,
  NormalBlending,
  ShaderMaterial,
  Sphere,
  Vector3,
  type ColorRepresentation,
  type Mesh,
} from 'three';
import { calmTime } from '../quality/reduced-motion';
import { useReducedMotion } from '@mission/shared';
import { mergeFlat, wobble, type FlatPart } from '../art/low-poly-geometry';
import { seededRandom } from '../art/seeded-random';
import { fogUniforms, SHADER_FOG_PARS_FRAGMENT, SHADER_FOG_PARS_VERTEX, SHADER_FOG_VERTEX } from '../art/shader-fog';
import { useSceneAssets } from '../art/use-scene-assets';
import { gradeForAgX } from './flame-grading';

/** Up to this many fires share one Fire (one draw call for their flames, one for their glow). */
export const MAX_FIRES = 4;

/** Cones in one fire: a tall core and a ring of tongues round it. */
export const FLAMES_PER_FIRE = 6;

export interface FireOptions {
  /** Where each fire burns, on the ground (at most MAX_FIRES). */
  sites: readonly (readonly [number, number, number])[];
  /** How big a fire is (1: a campfire-sized blaze about 2.4 m tall). */
  size?: number;
  /** Colour and radius (m) of the glow each fire throws on the ground. */
  glowColor?: ColorRepresentation;
  glowRadius?: number;
  /**
   * How much brighter than its painted colour a flame is drawn (1 unless given). The palette is
   * graded to show as painted at 1 (flame-grading.ts); more bleaches it toward cream through
   * AgX, so raise it only a little, for a fire seen from far off.
   */
  emissive?: number;
  seed?: number;
}

/**
 * A flame's colours as the visitor sees them (after AgX: each is graded back through it by
 * `gradeForAgX`, docs/decisions.md "Light and image"): deep red at the root and the tongues'
 * edges, orange in the body, yellow-white only in a small hot core low in the middle cone.
 */
export const FLAME_PALETTE = { root: '#7a1404', edge: '#b82a08', body: '#e8500f', tip: '#ff7410', core: '#ffe7a0' } as const;

/**
 * Every fire's flame cones in one geometry, each vertex in its fire's own frame (the shader
 * adds the site, scales by the level and flickers), with `aSite` naming its fire, `aRise`
 * how far up its tongue it is (0 root, 1 tip), `aHeat` 1 on the middle cone (the hot core) and
 * 0 on the tongues, and `aColor` the tongue's body colour, graded through AgX at exposure 1 (the shader divides by the canvas's). Each fire's cones
 * are laid out by its own seed, so no two fires look alike.
 */
export function flameGeometry(siteCount: number, size = 1, seed = 9): BufferGeometry {
  const rises: number[] = [];
  const heats: number[] = [];
  const fires = Array.from({ length: siteCount }, (_, site) => {
    const random = seededRandom(seed + site * 101);
    const parts: FlatPart[] = Array.from({ length: FLAMES_PER_FIRE }, (_, index) => {
      const angle = (index / FLAMES_PER_FIRE) * Math.PI * 2 + random();
      const radius = (index === 0 ? 0 : 0.35 + random() * 0.3) * size;
      const height = (index === 0 ? 2.4 : 1 + random() * 1.1) * size;
      const geometry = wobble(new ConeGeometry((index === 0 ? 0.55 : 0.32) * size, height, 5, 2), 0.1 * size, index + 20 + site);
      // Before the merge frees it: each corner's rise up this tongue, in the order mergeFlat writes them.
      const cone = geometry.getAttribute('position');
      const order = geometry.index ? Array.from(geometry.index.array) : Array.from({ length: cone.count }, (_, i) => i);
      for (const corner of order) {
        rises.push(Math.min(1, Math.max(0, cone.getY(corner) / height + 0.5)));
        heats.push(index === 0 ? 1 : 0);
      }
      return {
        geometry,
        color: new Color().setRGB(...gradeForAgX(index === 0 || random() < 0.6 ? FLAME_PALETTE.body : FLAME_PALETTE.edge)),
        matrix: new Matrix4().makeTranslation(Math.cos(angle) * radius, height / 2, Math.sin(angle) * radius),
      };
    });
    return mergeFlat(parts);
  });
  const total = fires.reduce((sum, fire) => sum + fire.getAttribute('position').count, 0);
  const positions = new Float32Array(total * 3);
  const normals = new Float32Array(total * 3);
  const colors = new Float32Array(total * 3);
  const sites = new Float32Array(total);
  let at = 0;
  fires.forEach((fire, site) => {
    const count = fire.getAttribute('position').count;
    positions.set(fire.getAttribute('position').array as Float32Array, at * 3);
    normals.set(fire.getAttribute('normal').array as Float32Array, at * 3);
    colors.set(fire.getAttribute('color').array as Float32Array, at * 3);
    sites.fill(site, at, at + count);
    at += count;
    fire.dispose();
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new BufferAttribute(normals, 3));
  geometry.setAttribute('aColor', new BufferAttribute(colors, 3));
  geometry.setAttribute('aSite', new BufferAttribute(sites, 1));
  geometry.setAttribute('aRise', new BufferAttribute(new Float32Array(rises), 1));
  geometry.setAttribute('aHeat', new BufferAttribute(new Float32Array(heats), 1));
  return geometry;
}

/** One flat square a fire (its glow on the ground), corners -1..1 in `aCorner`, with `aSite`. */
export function glowGeometry(siteCount: number): BufferGeometry {
  const corners = [-1, -1, 1, -1, 1, 1, -1, -1, 1, 1, -1, 1];
  const cornerArray = new Float32Array(siteCount * 12);
  const sites = new Float32Array(siteCount * 6);
  for (let site = 0; site < siteCount; site += 1) {
    cornerArray.set(corners, site * 12);
    sites.fill(site, site * 6, site * 6 + 6);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(siteCount * 18), 3));
  geometry.setAttribute('aCorner', new BufferAttribute(cornerArray, 2));
  geometry.setAttribute('aSite', new BufferAttribute(sites, 1));
  return geometry;
}

/**
 * A sphere round every fire, flames and glow included: the geometry holds each fire in its
 * own frame (the shader places it), so three's own bounds would be wrong; with these the
 * fires are culled when none of them is in view.
 */
export function fireBounds(sites: readonly (readonly [number, number, number])[], reach: number): Sphere {
  const centre = new Vector3();
  sites.forEach(([x, y, z]) => centre.add(new Vector3(x, y, z)));
  centre.divideScalar(Math.max(1, sites.length));
  const radius = sites.reduce((far, [x, y, z]) => Math.max(far, centre.distanceTo(new Vector3(x, y, z))), 0);
  return new Sphere(centre, radius + reach);
}

/** The levels as the shaders read them: one per fire slot, clamped to 0..1, missing fires out. */
export function fireLevels(
  levels: readonly number[] | undefined,
  siteCount: number,
  target: number[] = Array.from({ length: MAX_FIRES }, () => 0),
): number[] {
  for (let i = 0; i < MAX_FIRES; i += 1) target[i] = i < siteCount ? Math.min(1, Math.max(0, levels ? (levels[i] ?? 0) : 1)) : 0;
  return target;
}

/** A palette colour as the uniform the flame shader writes (graded back through AgX at exposure 1; the shader divides by the canvas's). */
function graded(painted: string): Vector3 {
  return new Vector3(...gradeForAgX(painted));
}

const FLAME_VERTEX = /* glsl */ `
attribute float aSite;
attribute vec3 aColor;
attribute float aRise;
attribute float aHeat;
uniform float uTime;
uniform vec3 uSites[${MAX_FIRES}];
uniform float uLevels[${MAX_FIRES}];
varying vec3 vColor;
varying float vRise;
varying float vHeat;
varying float vFacing;
varying float vAngle;
${SHADER_FOG_PARS_VERTEX}
void main() {
  int site = int(aSite + 0.5);
  float level = uLevels[site];
  float h = max(position.y, 0.0);
  // Flicker and lick: the height pulses, the tips sway more than the roots; a fire below 3 % is out.
  float flicker = 1.0 + sin(uTime * 11.0 + aSite * 2.0) * 0.08 + sin(uTime * 17.0 + aSite + h * 2.5) * 0.06;
  vec3 p = position;
  p.x += sin(uTime * 5.0 + h * 2.0 + aSite) * 0.07 * h;
  p.z += cos(uTime * 4.3 + h * 1.7 + aSite * 1.3) * 0.07 * h;
  p *= vec3(level, level * flicker, level) * step(0.03, level);
  float turn = uTime * 0.4 + aSite;
  p.xz = mat2(cos(turn), -sin(turn), sin(turn), cos(turn)) * p.xz;
  vec3 kitWorldPosition = uSites[site] + p;
  vec4 kitMvPosition = viewMatrix * vec4(kitWorldPosition, 1.0);
  gl_Position = projectionMatrix * kitMvPosition;
  vec3 n = normal;
  n.xz = mat2(cos(turn), -sin(turn), sin(turn), cos(turn)) * n.xz;
  // Facing the camera: 1 in a tongue's middle, 0 at its silhouette, where it thins and reddens.
  vFacing = abs(dot(normalize(n), normalize(cameraPosition - kitWorldPosition)));
  vColor = aColor;
  vRise = aRise;
  vHeat = aHeat;
  vAngle = atan(position.z, position.x) + aSite * 1.7;
  ${SHADER_FOG_VERTEX}
}
`;

const FLAME_FRAGMENT = /* glsl */ `
uniform float uTime;
uniform float uEmissive;
uniform vec3 uRoot;
uniform vec3 uEdge;
uniform vec3 uTip;
uniform vec3 uCore;
varying vec3 vColor;
varying float vRise;
varying float vHeat;
varying float vFacing;
varying float vAngle;
${SHADER_FOG_PARS_FRAGMENT}
void main() {
  // Root deep red, the body its painted orange, the tips orange-red; the silhouette reddens.
  vec3 colour = mix(uRoot, vColor, smoothstep(0.0, 0.22, vRise));
  colour = mix(colour, uTip, smoothstep(0.45, 0.8, vRise));
  colour = mix(uEdge, colour, smoothstep(0.15, 0.65, vFacing));
  // The hot core: low in the middle cone, facing the camera, and only there.
  float core = vHeat * (1.0 - smoothstep(0.08, 0.42, vRise)) * smoothstep(0.45, 0.9, vFacing);
  colour = mix(colour, uCore, core);
  // Tongues thin to nothing at their tips and edges, and dark gaps rise through them.
  float alpha = (1.0 - smoothstep(0.5, 1.0, vRise)) * (0.35 + 0.65 * smoothstep(0.05, 0.6, vFacing));
  float band = sin(vRise * 9.0 - uTime * 6.5 + vAngle * 2.0) * 0.5 + 0.5;
  alpha *= 1.0 - smoothstep(0.6, 0.95, band) * smoothstep(0.2, 0.55, vRise) * 0.85;
  alpha = max(alpha, core);
  gl_FragColor = vec4(kitApplyFog(colour * uEmissive), clamp(alpha, 0.0, 1.0));
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
}
`;

const GLOW_VERTEX = /* glsl */ `
attribute vec2 aCorner;
attribute float aSite;
uniform float uTime;
uniform vec3 uSites[${MAX_FIRES}];
uniform float uLevels[${MAX_FIRES}];
uniform float uRadius;
varying vec2 vCorner;
varying float vPulse;
${SHADER_FOG_PARS_VERTEX}
void main() {
  int site = int(aSite + 0.5);
  float level = uLevels[site];
  vec3 kitWorldPosition = uSites[site] + vec3(aCorner.x, 0.08, aCorner.y) * uRadius;
  vec4 kitMvPosition = viewMatrix * vec4(kitWorldPosition, 1.0);
  gl_Position = projectionMatrix * kitMvPosition;
  vCorner = aCorner;
  vPulse = level * (0.85 + sin(uTime * 9.0 + aSite * 3.0) * 0.15);
  ${SHADER_FOG_VERTEX}
}
`;

const GLOW_FRAGMENT = /* glsl */ `
uniform vec3 uGlow;
varying vec2 vCorner;
varying float vPulse;
${SHADER_FOG_PARS_FRAGMENT}
void main() {
  float d = length(vCorner);
  float glow = (1.0 - smoothstep(0.0, 1.0, d));
  glow = glow * glow * (0.45 + 0.55 * (1.0 - smoothstep(0.0, 0.35, d)));
  // Kept dim and reddening outward: added over lit ground and through AgX, a bright glow read cream.
  vec3 warm = mix(uGlow * vec3(1.0, 0.45, 0.2), uGlow, 1.0 - smoothstep(0.0, 0.6, d));
  gl_FragColor = vec4(warm * glow * vPulse * 0.6 * (1.0 - kitFogAmount()), 1.0);
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
}
`;

/**
 * Fires burning on the ground: every fire's flickering flame cones in one draw call and their
 * glow on the ground in another, whatever the number of fires (up to MAX_FIRES). `levels`
 * (read every frame, one 0..1 per fire) puts a fire out: it shrinks and dims to nothing.
 * Reduced motion: the same flicker, slower.
 */
export function Fire({ options, levels }: { options: FireOptions; levels?: () => readonly number[] }) {
  const flames = useRef<Mesh>(null);
  const calm = useReducedMotion();
  const exposure = useThree((state) => state.gl.toneMappingExposure);
  const assets = useSceneAssets(() => {
    const sites = Array.from({ length: MAX_FIRES }, (_, i) => new Vector3(...(options.sites[i] ?? [0, -999, 0])));
    const shared = { uTime: { value: 0 }, uSites: { value: sites }, uLevels: { value: fireLevels(undefined, options.sites.length) } };
    const size = options.size ?? 1;
    const glowRadius = options.glowRadius ?? 4.5 * size;
    const flame = flameGeometry(Math.min(MAX_FIRES, options.sites.length), size, options.seed ?? 9);
    const glow = glowGeometry(Math.min(MAX_FIRES, options.sites.length));
    // Flames reach about 3 m up and sway: a generous margin.
    flame.boundingSphere = fireBounds(options.sites, 3.5 * size);
    glow.boundingSphere = fireBounds(options.sites, glowRadius);
    return {
      flame,
      glow,
      flameMaterial: new ShaderMaterial({
        vertexShader: FLAME_VERTEX,
        fragmentShader: FLAME_FRAGMENT,
        fog: true,
        // Normal blending, no depth write: overlapping tongues cover each other instead of adding up to white.
        transparent: true,
        depthWrite: false,
        blending: NormalBlending,
        uniforms: {
          ...fogUniforms(),
          ...shared,
          // Graded at exposure 1: AgX multiplies by the exposure first, so dividing by it grades for it.
          uEmissive: { value: (options.emissive ?? 1) / exposure },
          uRoot: { value: graded(FLAME_PALETTE.root) },
          uEdge: { value: graded(FLAME_PALETTE.edge) },
          uTip: { value: graded(FLAME_PALETTE.tip) },
          uCore: { value: graded(FLAME_PALETTE.core) },
        },
      }),
      glowMaterial: new ShaderMaterial({
        vertexShader: GLOW_VERTEX,
        fragmentShader: GLOW_FRAGMENT,
        fog: true,
        transparent: true,
        depthWrite: false,
        blending: AdditiveBlending,
        uniforms: {
          ...fogUniforms(),
          ...shared,
          uRadius: { value: glowRadius },
          uGlow: { value: new Color(options.glowColor ?? '#ff7a2e') },
        },
      }),
    };
  }, [options, exposure]);

  useFrame((state) => {
    const t = calmTime(state.clock.elapsedTime, calm);
    // The two materials share the uniforms' objects: one update moves both.
    const material = flames.current?.material as ShaderMaterial | undefined;
    if (!material) return;
    const uniforms = material.uniforms;
    uniforms.uTime!.value = t;
    fireLevels(levels?.(), options.sites.length, uniforms.uLevels!.value as number[]);
  });

  return (
    <>
      <mesh ref={flames} geometry={assets.flame} material={assets.flameMaterial} />
      <mesh geometry={assets.glow} material={assets.glowMaterial} />
    </>
  );
}
