import { MAPLE_LEAF_POINTS, mapleLeafPath } from './maple-leaf';

describe('the maple leaf', () => {
  it('is symmetric about its stem: every point has its mirror', () => {
    const points = MAPLE_LEAF_POINTS();
    const key = ([x, y]: [number, number]) => `${x},${y}`;
    const all = new Set(points.map(key));
    for (const [x, y] of points) expect(all.has(key([-x, y]))).toBe(true);
  });

  it('is drawn once round, closed, scaled and moved to its centre', () => {
    const path = mapleLeafPath(100, 50, 0.5);
    expect(path.startsWith('M100 26L')).toBe(true); // the top point: 50 - 48 * 0.5
    expect(path.endsWith('Z')).toBe(true);
    expect(path.match(/L/g)).toHaveLength(MAPLE_LEAF_POINTS().length - 1);
  });
});
