import { SLIDE, slideDepth } from './slide-shape';

describe('the slide', () => {
  it('heaps mud across the road where its tongue crosses it', () => {
    for (const offset of [-3, 0, 3]) expect(slideDepth(offset, SLIDE.z)).toBeGreaterThan(SLIDE.depth * 0.6);
  });

  it('cuts a scar up the slope it came down', () => {
    expect(slideDepth(-22, SLIDE.z - 1.4 * 22)).toBeLessThan(-SLIDE.scar * 0.5);
  });

  it('leaves the road clear where the player stands and beyond the toe', () => {
    expect(slideDepth(0, 0)).toBe(0);
    expect(slideDepth(0, -30)).toBe(0);
    expect(slideDepth(12, SLIDE.z)).toBe(0);
  });

  it('is smooth: no step anywhere: points 1 cm apart never differ by 1 cm (a slope under 45°)', () => {
    let steepest = 0;
    for (let offset = -50; offset <= 12; offset += 0.5) {
      for (let z = -80; z <= 0; z += 0.5) {
        steepest = Math.max(
          steepest,
          Math.abs(slideDepth(offset + 0.01, z) - slideDepth(offset, z)),
          Math.abs(slideDepth(offset, z + 0.01) - slideDepth(offset, z)),
        );
      }
    }
    expect(steepest).toBeLessThan(0.01);
  });
});
