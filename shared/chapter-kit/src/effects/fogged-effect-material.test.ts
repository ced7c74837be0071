import { AdditiveBlending, NormalBlending } from 'three';
import { foggedEffectMaterial } from './fogged-effect-material';

describe('the effects’ fogged material', () => {
  it('is see-through, writes no depth, takes the fog and a time uniform beside the effect’s own', () => {
    const material = foggedEffectMaterial('void main() {}', 'void main() {}', { uColor: { value: 1 } });
    expect([material.transparent, material.depthWrite, material.fog, material.blending]).toEqual([true, false, true, NormalBlending]);
    expect(material.uniforms.uTime?.value).toBe(0);
    expect(material.uniforms.uColor?.value).toBe(1);
    expect(Object.keys(material.uniforms).some((name) => name.toLowerCase().includes('fog'))).toBe(true);
  });

  it('adds light when asked (glows, aurora)', () => {
    expect(foggedEffectMaterial('', '', {}, AdditiveBlending).blending).toBe(AdditiveBlending);
  });
});
