import { snowFlakes } from './snow';

describe('snow flakes', () => {
  it('fill the box round the player, each with its own phase', () => {
    const flakes = snowFlakes(300, 20, 12, 4);
    expect(flakes).toHaveLength(1200);
    for (let i = 0; i < 300; i += 1) {
      const [x, y, z, phase] = flakes.slice(i * 4, i * 4 + 4);
      expect(Math.abs(x!)).toBeLessThanOrEqual(20);
      expect(Math.abs(z!)).toBeLessThanOrEqual(20);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThan(12);
      expect(phase).toBeGreaterThanOrEqual(0);
      expect(phase).toBeLessThan(1);
    }
  });

  it('are the same on every visit, and any first share of them spreads over the whole box (a tier draws a prefix)', () => {
    expect(snowFlakes(20, 10, 5, 1)).toEqual(snowFlakes(20, 10, 5, 1));
    const half = snowFlakes(400, 10, 5, 2).slice(0, 200 * 4);
    const xs = Array.from({ length: 200 }, (_, i) => half[i * 4]!);
    expect(Math.min(...xs)).toBeLessThan(-8);
    expect(Math.max(...xs)).toBeGreaterThan(8);
  });
});
