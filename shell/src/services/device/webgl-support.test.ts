import { detectWebGL, type CanvasFactory } from './webgl-support';

function factoryWith(getContext: (kind: string) => unknown): CanvasFactory {
  return { createElement: () => ({ getContext }) as unknown as HTMLCanvasElement };
}

describe('WebGL support (docs/product-rules.md §5 "Missing WebGL means incompatible browser")', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('finds WebGL 2 and releases the throwaway context at once', () => {
    const loseContext = jest.fn();
    const getExtension = jest.fn((name: string) => (name === 'WEBGL_lose_context' ? { loseContext } : null));
    const getContext = jest.fn(() => ({ getExtension }));
    expect(detectWebGL(factoryWith(getContext))).toBe(true);
    expect(getContext).toHaveBeenCalledWith('webgl2');
    expect(loseContext).toHaveBeenCalledTimes(1);
  });

  it('still finds WebGL when the context cannot be released', () => {
    expect(detectWebGL(factoryWith(() => ({ getExtension: () => null })))).toBe(true);
  });

  it('finds none when the browser gives no WebGL 2 context (three.js needs WebGL 2)', () => {
    expect(detectWebGL(factoryWith((kind) => (kind === 'webgl' ? {} : null)))).toBe(false);
  });

  it('finds none, with a warning and without throwing, when the probe throws', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const throwing: CanvasFactory = {
      createElement: () => {
        throw new Error('no canvas');
      },
    };
    expect(detectWebGL(throwing)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
