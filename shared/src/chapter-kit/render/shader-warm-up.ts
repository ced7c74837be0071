import { HalfFloatType, WebGLRenderTarget, type Camera, type Object3D, type WebGLRenderer } from 'three';

type WarmUpRenderer = Pick<WebGLRenderer, 'getRenderTarget' | 'setRenderTarget' | 'compileAsync'>;

/**
 * Compiles the scene's shaders the way its frames will draw them, before the reveal
 * (docs/decisions.md "Light and image"): every tier draws the scene into the image chain's
 * own target and tone-maps it in the output pass, and three picks a material's program by
 * the target it draws into (no tone mapping, linear output inside a target). Compiled
 * against the screen instead, every material would be compiled twice on a first visit: once
 * here for nothing, once more on the first frame.
 */
export function warmUpShaders(gl: WarmUpRenderer, scene: Object3D, camera: Camera): Promise<unknown> {
  const target = new WebGLRenderTarget(1, 1, { type: HalfFloatType });
  const previous = gl.getRenderTarget();
  let compiling: Promise<unknown>;
  gl.setRenderTarget(target);
  try {
    compiling = gl.compileAsync(scene, camera);
  } catch (error) {
    compiling = Promise.reject(error);
  } finally {
    gl.setRenderTarget(previous);
  }
  return compiling.finally(() => target.dispose());
}
