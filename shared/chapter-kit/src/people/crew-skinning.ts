import {
  DataTexture,
  FloatType,
  NearestFilter,
  RGBAFormat,
  type MeshStandardMaterial,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import { foggedStandard } from '../art/fogged-material';
import { BONE_COUNT } from './crew-rig';

/**
 * The crew's skinning on the GPU: each vertex follows one bone (its `crewBone` attribute),
 * each instance reads its bones from its row (`crewRow`) of one float texture that the frame
 * loop fills with every person's pose (crew-rig.ts). One texture upload a frame for a whole
 * crew; the figures of a look still draw as one instanced call.
 */
export const BONE_ATTRIBUTE = 'crewBone';
export const ROW_ATTRIBUTE = 'crewRow';
/** Texels per row: four (a 4x4 matrix's columns) per bone. */
export const BONE_TEXELS = BONE_COUNT * 4;

/** The pose texture for `rows` people: a row of bone matrices each. */
export function boneTexture(rows: number): DataTexture {
  const texture = new DataTexture(
    new Float32Array(BONE_TEXELS * 4 * Math.max(1, rows)),
    BONE_TEXELS,
    Math.max(1, rows),
    RGBAFormat,
    FloatType,
  );
  texture.magFilter = NearestFilter;
  texture.minFilter = NearestFilter;
  texture.generateMipmaps = false;
  texture.needsUpdate = true;
  return texture;
}

const PARS = `
uniform highp sampler2D crewBones;
attribute float ${BONE_ATTRIBUTE};
attribute float ${ROW_ATTRIBUTE};
mat4 crewBoneMatrix() {
  int x = int(${BONE_ATTRIBUTE} + 0.5) * 4;
  int y = int(${ROW_ATTRIBUTE} + 0.5);
  return mat4(
    texelFetch(crewBones, ivec2(x, y), 0),
    texelFetch(crewBones, ivec2(x + 1, y), 0),
    texelFetch(crewBones, ivec2(x + 2, y), 0),
    texelFetch(crewBones, ivec2(x + 3, y), 0));
}
`;

/** Adds the bone lookup to a standard material's vertex shader, before its own transforms (the instance's, the fog's). */
export function skinVertexShader(vertexShader: string): string {
  return vertexShader
    .replace('#include <common>', `#include <common>\n${PARS}`)
    .replace(
      '#include <beginnormal_vertex>',
      '#include <beginnormal_vertex>\nmat4 crewPose = crewBoneMatrix();\nobjectNormal = mat3(crewPose) * objectNormal;',
    )
    .replace('#include <begin_vertex>', '#include <begin_vertex>\ntransformed = (crewPose * vec4(transformed, 1.0)).xyz;');
}

/** The crew's material: the kit's lit surface (vertex colours, height fog) skinned by `bones`. */
export function skinnedCrewMaterial(bones: DataTexture): MeshStandardMaterial {
  const material = foggedStandard();
  const fog = material.onBeforeCompile.bind(material);
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms, renderer) => {
    fog(shader, renderer);
    shader.uniforms.crewBones = { value: bones };
    shader.vertexShader = skinVertexShader(shader.vertexShader);
  };
  const fogKey = material.customProgramCacheKey();
  material.customProgramCacheKey = () => `${fogKey}:crew-skin`;
  return material;
}
