import { HalfFloatType, PerspectiveCamera, Scene, WebGLRenderTarget } from 'three';
import { warmUpShaders } from './shader-warm-up';

/** A renderer that records the target three would pick programs for when compiling. */
function fakeRenderer(compile: () => Promise<unknown>) {
  let target: WebGLRenderTarget | null = null;
  const seen: (WebGLRenderTarget | null)[] = [];
  return {
    seen,
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
});
