import { HalfFloatType, WebGLRenderTarget, type Camera, type Object3D, type WebGLRenderer } from 'three';

type WarmUpRenderer = Pick<WebGLRenderer, 'getRenderTarget' | 'setRenderTarget' | 'compileAsync' | 'render' | 'getContext'>;

/**
 * Compiles the scene's shaders the way its frames will draw them, before the reveal
 * (docs/decisions.md "Light and image"): every tier draws the scene into the image chain's
 * own target and tone-maps it in the output pass, and three picks a material's program by
 * the target it draws into (no tone mapping, linear output inside a target). Compiled
 * against the screen instead, every material would be compiled twice on a first visit: once
 * here for nothing, once more on the first frame.
 *
 * Then it draws the whole scene once into that one-texel target, nothing culled: a GPU
 * builds a program's pipeline for the target's formats at its first draw, not at link
 * (ANGLE on Vulkan, and SwiftShader most of all: 0.5 s of the first visible frame on the
 * slow phone of `npm run bench`), so that cost moves behind the briefing. A draw into one
 * texel is not a frame: the render stats, which count frames hidden or not revealed
 * (runtime/render-stats.ts), do not see it. The draw is handed to the GPU at once (`handOver`):
 * it starts on those pipelines while the page still commits the reveal, instead of when the
 * first frame is handed over.
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
  return compiling.then(() => drawOnce(gl, scene, camera, target)).finally(() => target.dispose());
}

function drawOnce(gl: WarmUpRenderer, scene: Object3D, camera: Camera, target: WebGLRenderTarget): void {
  const culled: Object3D[] = [];
  scene.traverse((object) => {
    if (!object.frustumCulled) return;
    object.frustumCulled = false;
    culled.push(object);
  });
  const afterRender = scene.onAfterRender;
  const previous = gl.getRenderTarget();
  scene.onAfterRender = () => {};
  gl.setRenderTarget(target);
  try {
    gl.render(scene, camera);
    handOver(gl.getContext());
  } finally {
    gl.setRenderTarget(previous);
    scene.onAfterRender = afterRender;
    for (const object of culled) object.frustumCulled = true;
  }
}

/**
 * Makes the GPU start on what was drawn. A flush alone is not enough on ANGLE's Vulkan
 * backend (Chrome's WebGL on Android and on this machine's SwiftShader): it defers a flush
 * while a render pass is open, so the warm-up's draw waited for the first frame's read-back,
 * 0.5 s of the slow phone's first frame in `npm run bench`. A fence recorded before the flush
 * makes ANGLE submit at once (about 0.15 s off that frame, docs/running.md "Benchmarks"); the
 * fence itself is not waited on. WebGL 1 has no fences: a plain flush there.
 */
function handOver(context: WebGLRenderingContext | WebGL2RenderingContext): void {
  const fence = 'fenceSync' in context ? context.fenceSync(context.SYNC_GPU_COMMANDS_COMPLETE, 0) : null;
  context.flush();
  if (fence) (context as WebGL2RenderingContext).deleteSync(fence);
}
