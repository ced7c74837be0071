import { HalfFloatType, Mesh, PerspectiveCamera, Scene, WebGLRenderTarget, type Camera, type Object3D } from 'three';
import { warmUpShaders } from './shader-warm-up';

/** A renderer that records the target three would pick programs for when compiling. */
function fakeRenderer(compile: () => Promise<unknown>) {
  let target: WebGLRenderTarget | null = null;
  const seen: (WebGLRenderTarget | null)[] = [];
  const draws: { target: WebGLRenderTarget | null; culled: boolean[] }[] = [];
  const flushes: number[] = [];
  const calls: string[] = [];
  return {
    seen,
    draws,
    flushes,
    calls,
    // The GPU is handed the commands now (the draw count at each flush), a fence first.
    getContext: () => ({
      SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
      fenceSync: () => {
        calls.push(`fence after ${draws.length}`);
        return { fence: true };
      },
      flush: () => {
        calls.push(`flush after ${draws.length}`);
        flushes.push(draws.length);
      },
      deleteSync: () => calls.push('delete fence'),
    }),
    // As three does: the scene's own after-render hook runs once the frame is drawn.
    render: (scene: Object3D, camera: Camera) => {
      const culled: boolean[] = [];
      scene.traverse((object) => culled.push(object.frustumCulled));
      draws.push({ target, culled });
      scene.onAfterRender(null as never, scene as never, camera, null as never, null as never, null as never);
    },
    getRenderTarget: () => target,
    setRenderTarget: (next: WebGLRenderTarget | null) => {
      target = next;
    },
    compileAsync: () => {
      seen.push(target);
      return compile();
    },
  };
}

describe('warmUpShaders', () => {
  it('compiles into a half-float target, as the image chain draws, and puts the screen back at once', async () => {
    const gl = fakeRenderer(() => Promise.resolve());
    const warming = warmUpShaders(gl as never, new Scene(), new PerspectiveCamera());
    expect(gl.getRenderTarget()).toBeNull();
    await warming;
    expect(gl.seen).toHaveLength(1);
    expect(gl.seen[0]).toBeInstanceOf(WebGLRenderTarget);
    expect(gl.seen[0]!.texture.type).toBe(HalfFloatType);
  });

  it('restores a target that was already set', async () => {
    const gl = fakeRenderer(() => Promise.resolve());
    const own = new WebGLRenderTarget(4, 4);
    gl.setRenderTarget(own);
    await warmUpShaders(gl as never, new Scene(), new PerspectiveCamera());
    expect(gl.getRenderTarget()).toBe(own);
  });

  it.each([
    ['compiled', () => Promise.resolve()],
    ['failed', () => Promise.reject(new Error('link failed'))],
  ])('frees its target once the shaders have %s', async (_, compile) => {
    const gl = fakeRenderer(compile);
    const warming = warmUpShaders(gl as never, new Scene(), new PerspectiveCamera());
    const disposed = jest.fn();
    gl.seen[0]!.addEventListener('dispose', disposed);
    expect(disposed).not.toHaveBeenCalled();
    await warming.catch(() => undefined);
    expect(disposed).toHaveBeenCalledTimes(1);
  });

  it('passes on a compile that throws at once, with the screen put back', async () => {
    const gl = fakeRenderer(() => {
      throw new Error('no context');
    });
    await expect(warmUpShaders(gl as never, new Scene(), new PerspectiveCamera())).rejects.toThrow('no context');
    expect(gl.getRenderTarget()).toBeNull();
  });

  it('then draws the whole scene once into that target, nothing culled, and puts culling and the screen back', async () => {
    const gl = fakeRenderer(() => Promise.resolve());
    const scene = new Scene();
    const mesh = new Mesh();
    const unculled = new Mesh();
    unculled.frustumCulled = false;
    scene.add(mesh, unculled);
    await warmUpShaders(gl as never, scene, new PerspectiveCamera());
    expect(gl.draws).toHaveLength(1);
    expect(gl.draws[0]!.target).toBe(gl.seen[0]);
    expect(gl.draws[0]!.culled.every((culled) => !culled)).toBe(true);
    expect(gl.flushes).toEqual([1]);
    expect(mesh.frustumCulled).toBe(true);
    expect(unculled.frustumCulled).toBe(false);
    expect(gl.getRenderTarget()).toBeNull();
  });

  it('hands the draw over with a fence before the flush (ANGLE defers a bare flush), and frees the fence without waiting on it', async () => {
    const gl = fakeRenderer(() => Promise.resolve());
    await warmUpShaders(gl as never, new Scene(), new PerspectiveCamera());
    expect(gl.calls).toEqual(['fence after 1', 'flush after 1', 'delete fence']);
  });

  it('is not a frame: the scene’s after-render hook (the render stats) does not see the draw, and is put back', async () => {
    const gl = fakeRenderer(() => Promise.resolve());
    const scene = new Scene();
    const frameRendered = jest.fn();
    scene.onAfterRender = frameRendered;
    await warmUpShaders(gl as never, scene, new PerspectiveCamera());
    expect(gl.draws).toHaveLength(1);
    expect(frameRendered).not.toHaveBeenCalled();
    expect(scene.onAfterRender).toBe(frameRendered);
  });

  it('draws nothing when the compile failed', async () => {
    const gl = fakeRenderer(() => Promise.reject(new Error('link failed')));
    await expect(warmUpShaders(gl as never, new Scene(), new PerspectiveCamera())).rejects.toThrow('link failed');
    expect(gl.draws).toHaveLength(0);
  });
});
