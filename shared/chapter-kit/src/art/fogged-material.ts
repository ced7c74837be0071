import {
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshStandardMaterial,
  type Material,
  type MeshBasicMaterialParameters,
  type MeshLambertMaterialParameters,
  type MeshStandardMaterialParameters,
} from 'three';
import { HEIGHT_FOG_FRAGMENT_GLSL, HEIGHT_FOG_PARS_FRAGMENT_GLSL, HEIGHT_FOG_VERTEX_GLSL } from './height-fog';
import { FOG_DEPTH_MASK, FOG_HEIGHT } from '../kit-constants';

/**
 * Gives a built-in three.js material the kit's height fog (FOG_HEIGHT 40, FOG_DEPTH_MASK
 * 0.3) in place of three's plain depth fog. The scene must use a linear `Fog`.
 */
export function withHeightFog<M extends Material>(material: M, height = FOG_HEIGHT, depthMask = FOG_DEPTH_MASK): M {
  material.onBeforeCompile = (shader) => {
    shader.uniforms.fogHeight = { value: height };
    shader.uniforms.fogDepthMask = { value: depthMask };
    shader.vertexShader = shader.vertexShader
      .replace('#include <fog_pars_vertex>', '#include <fog_pars_vertex>\nvarying float vFogWorldY;')
      .replace('#include <fog_vertex>', `#include <fog_vertex>\n${HEIGHT_FOG_VERTEX_GLSL}`);
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <fog_pars_fragment>', `#include <fog_pars_fragment>\n${HEIGHT_FOG_PARS_FRAGMENT_GLSL}`)
      .replace('#include <fog_fragment>', HEIGHT_FOG_FRAGMENT_GLSL);
  };
  // Materials with and without the patch must not share a compiled program.
  material.customProgramCacheKey = () => `kit-height-fog:${height}:${depthMask}`;
  return material;
}

/**
 * The kit's lit low-poly surface: vertex colours and height fog. Faces are flat because the
 * kit's geometry is non-indexed (one normal per face), not through `flatShading`, whose
 * screen-derivative normals turn near faces black on some GPUs (SwiftShader among them).
 */
export function foggedLambert(parameters: MeshLambertMaterialParameters = {}): MeshLambertMaterial {
  return withHeightFog(new MeshLambertMaterial({ vertexColors: true, ...parameters }));
}

/** A matte painted surface: rough, not metal, so the environment fills it softly and the key shapes it. */
export const STANDARD_ROUGHNESS = 0.85;

/**
 * The kit's physically based low-poly surface: a standard material (lit by the rig and the
 * procedural environment) with vertex colours and height fog. Flat faces come from the
 * non-indexed geometry as with `foggedLambert`; `flatShading: true` is there for indexed
 * geometry that wants facets, with the same SwiftShader caveat.
 */
export function foggedStandard(parameters: MeshStandardMaterialParameters = {}): MeshStandardMaterial {
  return withHeightFog(new MeshStandardMaterial({ vertexColors: true, roughness: STANDARD_ROUGHNESS, metalness: 0, ...parameters }));
}

/** Unlit (glowing) surfaces: flames, lamps, glowing gaps. */
export function foggedBasic(parameters: MeshBasicMaterialParameters = {}): MeshBasicMaterial {
  return withHeightFog(new MeshBasicMaterial(parameters));
}
