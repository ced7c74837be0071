import { particleAttributes } from './particle-field';

describe('particle attributes', () => {
  it('deals the particles to the emitters in turn, so any first share keeps every emitter lit', () => {
    const { emitters } = particleAttributes(12, 3, 1);
    expect(Array.from(emitters)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
    expect(new Set(emitters.slice(0, 3))).toEqual(new Set([0, 1, 2]));
  });

  it("seeds a life phase in 0..1 and an offset in the emitter's box, the same on every visit", () => {
    const { seeds, offsets } = particleAttributes(50, 2, 7);
    expect(Math.min(...seeds)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...seeds)).toBeLessThan(1);
    expect(Math.max(...Array.from(offsets, Math.abs))).toBeLessThanOrEqual(1);
    expect(particleAttributes(50, 2, 7).offsets).toEqual(offsets);
    expect(particleAttributes(50, 2, 8).offsets).not.toEqual(offsets);
  });
});
