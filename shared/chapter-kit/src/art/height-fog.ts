import { FOG_DEPTH_MASK, FOG_HEIGHT } from '../kit-constants';

/**
 * The kit's custom fog (docs/product-rules.md §3): depth fog as three.js's linear fog draws it, thinned with
 * height. At the ground the full depth fog applies; from FOG_HEIGHT up only the
 * FOG_DEPTH_MASK share of it (0.3), so hill tops and tree crowns stand out of a misty floor.
 */
export interface HeightFogOptions {
  near: number;
  far: number;
  height?: number;
  depthMask?: number;
}

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** How much fog colour covers a point at `distance` from the camera and at world height `worldY` (0..1). */
export function heightFogFactor(distance: number, worldY: number, options: HeightFogOptions): number {
  const height = options.height ?? FOG_HEIGHT;
  const depthMask = options.depthMask ?? FOG_DEPTH_MASK;
  const depthFog = smoothstep(options.near, options.far, distance);
  const lowness = 1 - smoothstep(0, height, worldY);
  return depthFog * (depthMask + (1 - depthMask) * lowness);
}

/** The same rule in GLSL, for the kit's own shader materials (water, particles, sky). */
export const HEIGHT_FOG_FUNCTION_GLSL = /* glsl */ `
float kitHeightFog(float fogDepth, float worldY, float near, float far, float height, float depthMask) {
  float depthFog = smoothstep(near, far, fogDepth);
  float lowness = 1.0 - smoothstep(0.0, height, worldY);
  return depthFog * (depthMask + (1.0 - depthMask) * lowness);
}
`;

/** Declarations added to a built-in material's fragment shader. */
export const HEIGHT_FOG_PARS_FRAGMENT_GLSL = /* glsl */ `
uniform float fogHeight;
uniform float fogDepthMask;
varying float vFogWorldY;
${HEIGHT_FOG_FUNCTION_GLSL}`;

/** Replaces three's fog_fragment chunk (linear fog uniforms fogNear, fogFar, fogColor). */
export const HEIGHT_FOG_FRAGMENT_GLSL = /* glsl */ `
#ifdef USE_FOG
  gl_FragColor.rgb = mix(gl_FragColor.rgb, fogColor, kitHeightFog(vFogDepth, vFogWorldY, fogNear, fogFar, fogHeight, fogDepthMask));
#endif
`;

/** Added after three's fog_vertex chunk: the vertex's world height, instancing included. */
export const HEIGHT_FOG_VERTEX_GLSL = /* glsl */ `
  vec4 kitFogWorld = vec4(transformed, 1.0);
  #ifdef USE_INSTANCING
    kitFogWorld = instanceMatrix * kitFogWorld;
  #endif
  vFogWorldY = (modelMatrix * kitFogWorld).y;
`;
