/** What the probe needs from `document`; a fake in tests. */
export interface CanvasFactory {
  createElement(tagName: 'canvas'): Pick<HTMLCanvasElement, 'getContext'>;
}

/**
 * Whether the browser can draw the 3D scenes (docs/product-rules.md §5 "Missing WebGL means incompatible
 * browser"). It asks for WebGL 2 only: three.js has dropped WebGL 1 (r163), so a browser
 * with WebGL 1 alone cannot show a scene either. The throwaway context is released at once
 * (WEBGL_lose_context): browsers cap live contexts, and the scene will want one. Run it
 * once per page, not on every resize. Never throws: a failure to probe means no WebGL.
 */
export function detectWebGL(factory: CanvasFactory = document): boolean {
  try {
    const gl = factory.createElement('canvas').getContext('webgl2');
    if (!gl) return false;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch (error) {
    console.warn('[device] WebGL probe failed; treating WebGL as unavailable:', error);
    return false;
  }
}
