import { UniformsLib, UniformsUtils, type IUniform } from 'three';
import { HEIGHT_FOG_FUNCTION_GLSL } from './height-fog';
import { FOG_DEPTH_MASK, FOG_HEIGHT } from '../kit-constants';

/**
 * The kit's height fog for its own ShaderMaterials (particles, rain, water): three fills
 * fogColor, fogNear and fogFar when the material has `fog: true`; these add the rest.
 */
export function fogUniforms(): Record<string, IUniform> {
  return UniformsUtils.merge([UniformsLib.fog, { fogHeight: { value: FOG_HEIGHT }, fogDepthMask: { value: FOG_DEPTH_MASK } }]);
}

export const SHADER_FOG_PARS_VERTEX = /* glsl */ `
varying float vKitFogDepth;
varying float vKitFogWorldY;
`;

/** Call with the view-space and world-space positions of the vertex. */
export const SHADER_FOG_VERTEX = /* glsl */ `
  vKitFogDepth = -kitMvPosition.z;
  vKitFogWorldY = kitWorldPosition.y;
`;

export const SHADER_FOG_PARS_FRAGMENT = /* glsl */ `
varying float vKitFogDepth;
varying float vKitFogWorldY;
#ifdef USE_FOG
uniform vec3 fogColor;
uniform float fogNear;
uniform float fogFar;
uniform float fogHeight;
uniform float fogDepthMask;
${HEIGHT_FOG_FUNCTION_GLSL}
#endif
float kitFogAmount() {
  #ifdef USE_FOG
    return kitHeightFog(vKitFogDepth, vKitFogWorldY, fogNear, fogFar, fogHeight, fogDepthMask);
  #else
    return 0.0;
  #endif
}
vec3 kitApplyFog(vec3 color) {
  #ifdef USE_FOG
    return mix(color, fogColor, kitFogAmount());
  #else
    return color;
  #endif
}
`;
