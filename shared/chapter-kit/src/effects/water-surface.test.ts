import { foamRings, MAX_FOAM_RINGS, reflectionUniforms, swellHeight } from './water-surface';

describe('the water surface', () => {
  it('swells within one wave height, and the current carries the pattern downstream', () => {
    for (let i = 0; i < 50; i += 1) expect(Math.abs(swellHeight(i * 3.1, i * -1.7, i * 0.4, [0.5, 1]))).toBeLessThanOrEqual(1);
    // After t seconds, the point the flow carried there shows what the first point showed... up to the waves' own phase.
    const still = swellHeight(4, 2, 0, [0, 0]);
    expect(swellHeight(4, 2, 0, [3, 1])).toBeCloseTo(still, 10);
    expect(swellHeight(4, 2, 2, [3, 1])).not.toBeCloseTo(swellHeight(4, 2, 2, [0, 0]), 3);
  });

  it('gives the shader its foam rings, the unused ones with no radius, and no more than it holds', () => {
    const rings = foamRings([[1, 2, 3]]);
    expect(rings).toHaveLength(MAX_FOAM_RINGS);
    expect(rings[0]!.toArray()).toEqual([1, 2, 3]);
    expect(rings.slice(1).every((ring) => ring.z === 0)).toBe(true);
    expect(foamRings(Array.from({ length: 9 }, (_, i) => [i, i, 1] as const))).toHaveLength(MAX_FOAM_RINGS);
  });

  it('mirrors the sky a scene names, and nothing when it names none', () => {
    const mirrored = reflectionUniforms({ deep: '#0b2233', reflects: '#d8743a' });
    expect(mirrored.uReflectAmount.value).toBe(1);
    expect(mirrored.uReflects.value.getHexString()).toBe('d8743a');
    expect(reflectionUniforms({ deep: '#0b2233' }).uReflectAmount.value).toBe(0);
  });
});
