import {
  Color,
  WebGLCoordinateSystem,
  WebGLCubeRenderTarget,
  type Camera,
  type Mesh,
  type ShaderMaterial,
  type Vector3,
  type WebGLRenderer,
} from 'three';
import { gradientStops } from './environment-gradient';
import { buildGradientEnvironment, ENVIRONMENT_SIZE } from './procedural-environment';

const colours = { sky: '#5a7bb0', horizon: '#ffb070', ground: '#1c1c20' };

interface Draw {
  face: number;
  level: number;
  viewport: number;
  top: Vector3;
}

/** The part of a WebGLRenderer a cube camera drives, recording each face drawn. */
function recordingRenderer(fail = false) {
  const draws: Draw[] = [];
  let current: { target: WebGLCubeRenderTarget | null; face: number; level: number } = { target: null, face: 0, level: 0 };
  const renderer = {
    isWebGLRenderer: true,
    coordinateSystem: WebGLCoordinateSystem,
    xr: { enabled: false },
    state: { buffers: { depth: { getReversed: () => false } } },
    getRenderTarget: () => current.target,
    getActiveCubeFace: () => current.face,
    getActiveMipmapLevel: () => current.level,
    setRenderTarget: (target: WebGLCubeRenderTarget | null, face = 0, level = 0) => {
      current = { target, face, level };
    },
    render: (box: Mesh, _camera: Camera) => {
      if (fail) throw new Error('context lost');
      const profile = (box.material as ShaderMaterial).uniforms.profile!.value as Vector3[];
      draws.push({
        face: current.face,
        level: current.level,
        viewport: current.target!.viewport.z,
        top: profile[profile.length - 1]!.clone(),
      });
    },
  };
  return { gl: renderer as unknown as WebGLRenderer, draws };
}

describe('procedural environment', () => {
  it('draws all six faces of every level, from the sharpest to the 8-texel blurriest, each into its own size', () => {
    const { gl, draws } = recordingRenderer();
    buildGradientEnvironment(gl, colours);
    const levels = Math.log2(ENVIRONMENT_SIZE / 8) + 1;
    expect(draws).toHaveLength(levels * 6);
    draws.forEach((draw, i) => {
      expect(draw.level).toBe(Math.floor(i / 6));
      expect(draw.face).toBe(i % 6);
      expect(draw.viewport).toBe(ENVIRONMENT_SIZE >> draw.level);
    });
  });

  it('makes a texture three reads as prefiltered, with one mip per roughness level', () => {
    const { gl } = recordingRenderer();
    const texture = buildGradientEnvironment(gl, colours);
    expect(texture.isPMREMTexture).toBe(true);
    expect(texture.mipmaps.map((mip: { width: number }) => mip.width)).toEqual([256, 128, 64, 32, 16, 8]);
  });

  it('draws the sharpest level from the gradient itself and the blurriest from its blur', () => {
    const { gl, draws } = recordingRenderer();
    buildGradientEnvironment(gl, colours);
    const sky = gradientStops(colours).sky;
    expect(draws[0]!.top.x).toBeCloseTo(sky.r, 6);
    expect(draws[draws.length - 1]!.top.x).toBeGreaterThan(sky.r + 0.05);
    expect(new Color(draws[0]!.top.x, draws[0]!.top.y, draws[0]!.top.z).getHex()).toBe(sky.getHex());
  });

  it('frees its target and passes the error on when a draw fails', () => {
    const dispose = jest.spyOn(WebGLCubeRenderTarget.prototype, 'dispose');
    const { gl } = recordingRenderer(true);
    expect(() => buildGradientEnvironment(gl, colours)).toThrow('context lost');
    expect(dispose).toHaveBeenCalledTimes(1);
    dispose.mockRestore();
  });
});
