import {
  BackSide,
  BoxGeometry,
  CubeCamera,
  HalfFloatType,
  LinearMipmapLinearFilter,
  LinearSRGBColorSpace,
  Mesh,
  NoBlending,
  ShaderChunk,
  ShaderMaterial,
  Vector3,
  WebGLCubeRenderTarget,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { gradientStops, type GradientColours } from './environment-gradient';
import { levelRoughness, prefilteredProfile, PROFILE_HEIGHTS } from './gradient-prefilter';

/** The environment's light against the rig: fill and soft reflections, never a second sun. */
export const ENVIRONMENT_INTENSITY = 0.45;

/** Face size of the environment's sharpest level, and of its blurriest (three's PMREM sizes). */
export const ENVIRONMENT_SIZE = 256;
const SMALLEST_LEVEL_SIZE = 8;

/** Draws each face texel from the level's profile by its direction's height. */
const PROFILE_FRAGMENT = /* glsl */ `
  #define HEIGHTS ${PROFILE_HEIGHTS}
  uniform vec3 profile[ HEIGHTS ];
  varying vec3 vWorldDirection;
  void main() {
    float at = ( clamp( normalize( vWorldDirection ).y, -1.0, 1.0 ) * 0.5 + 0.5 ) * float( HEIGHTS - 1 );
    int below = int( floor( at ) );
    gl_FragColor = vec4( mix( profile[ below ], profile[ min( below + 1, HEIGHTS - 1 ) ], fract( at ) ), 1.0 );
  }
`;

/**
 * A small generated environment for fill and reflections (no file to fetch): the fill colour
 * overhead through a warm horizon (the key's colour) to a dark ground, prefiltered as three's
 * PMREM would (a cube map whose mip levels are roughness levels, `isPMREMTexture`), but from a
 * profile by height computed on the CPU (`gradient-prefilter.ts`): three's own prefilter
 * spent over a second of a software GPU's time on a first visit, this a tenth of that
 * (docs/decisions.md "Light and image"). The caller disposes the texture.
 */
export function buildGradientEnvironment(gl: WebGLRenderer, colours: GradientColours): Texture {
  const stops = gradientStops(colours);
  const target = new WebGLCubeRenderTarget(ENVIRONMENT_SIZE, {
    minFilter: LinearMipmapLinearFilter,
    generateMipmaps: false,
    type: HalfFloatType,
    colorSpace: LinearSRGBColorSpace,
    depthBuffer: false,
  });
  const maxLevel = Math.log2(ENVIRONMENT_SIZE / SMALLEST_LEVEL_SIZE);
  // Sizes only, as three's PMREM lists them: three reads the levels' count and the first's width.
  const levels = Array.from({ length: maxLevel + 1 }, (_, level) => ({
    width: ENVIRONMENT_SIZE >> level,
    height: ENVIRONMENT_SIZE >> level,
  }));
  target.texture.mipmaps = levels as unknown as typeof target.texture.mipmaps;
  target.texture.name = 'PMREM';
  target.texture.isPMREMTexture = true;

  const profile = Array.from({ length: PROFILE_HEIGHTS }, () => new Vector3());
  const material = new ShaderMaterial({
    name: 'GradientEnvironment',
    uniforms: { profile: { value: profile } },
    vertexShader: ShaderChunk.cube_vert,
    fragmentShader: PROFILE_FRAGMENT,
    side: BackSide,
    blending: NoBlending,
    depthTest: false,
    depthWrite: false,
  });
  const box = new Mesh(new BoxGeometry(5, 5, 5), material);
  const camera = new CubeCamera(1, 10, target);
  try {
    for (let level = 0; level <= maxLevel; level += 1) {
      const values = prefilteredProfile(stops, levelRoughness(level, maxLevel));
      profile.forEach((entry, i) => entry.fromArray(values, i * 3));
      const size = ENVIRONMENT_SIZE >> level;
      // The renderer draws into a cube target's full viewport whatever the mip level: set the level's.
      camera.activeMipmapLevel = level;
      target.viewport.set(0, 0, size, size);
      camera.update(gl, box);
    }
  } catch (error) {
    target.dispose();
    throw error;
  } finally {
    target.viewport.set(0, 0, ENVIRONMENT_SIZE, ENVIRONMENT_SIZE);
    box.geometry.dispose();
    material.dispose();
  }
  return target.texture;
}
