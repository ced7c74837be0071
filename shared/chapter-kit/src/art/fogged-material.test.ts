import { ShaderLib, type WebGLProgramParametersWithUniforms, type WebGLRenderer } from 'three';
import { foggedLambert, foggedStandard, STANDARD_ROUGHNESS } from './fogged-material';

function compiled(material: ReturnType<typeof foggedStandard> | ReturnType<typeof foggedLambert>, lib: 'physical' | 'lambert') {
  const shader = {
    uniforms: {},
    vertexShader: ShaderLib[lib].vertexShader,
    fragmentShader: ShaderLib[lib].fragmentShader,
  } as unknown as WebGLProgramParametersWithUniforms;
  material.onBeforeCompile(shader, {} as WebGLRenderer);
  return shader;
}

describe('fogged materials', () => {
  it('makes a matte, non-metal standard material with vertex colours, flat-shaded on request', () => {
    const material = foggedStandard();
    expect(material.type).toBe('MeshStandardMaterial');
    expect(material).toMatchObject({ vertexColors: true, roughness: STANDARD_ROUGHNESS, metalness: 0, flatShading: false });
    expect(foggedStandard({ flatShading: true, color: '#f0561c', vertexColors: false })).toMatchObject({
      flatShading: true,
      vertexColors: false,
    });
  });

  it("gives the standard material the kit's height fog, as the Lambert one", () => {
    for (const shader of [compiled(foggedStandard(), 'physical'), compiled(foggedLambert(), 'lambert')]) {
      expect(shader.vertexShader).toContain('vFogWorldY = (modelMatrix * kitFogWorld).y;');
      expect(shader.fragmentShader).toContain('kitHeightFog(vFogDepth, vFogWorldY');
      expect(shader.fragmentShader).not.toContain('#include <fog_fragment>');
      expect(shader.uniforms).toMatchObject({ fogHeight: { value: 40 }, fogDepthMask: { value: 0.3 } });
    }
    expect(foggedStandard().customProgramCacheKey()).toBe('kit-height-fog:40:0.3');
  });
});
