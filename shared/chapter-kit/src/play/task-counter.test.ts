import { boundedCount } from './task-counter';

describe('task counter bounds (docs/product-rules.md §3 mission counters)', () => {
  it.each([
    ['fires', 3],
    ['debris', 3],
    ['sandbags', 4],
  ])('%s show 0 up to %i and never past it', (_name, target) => {
    const shown = [-1, 0, 1, 2, 3, 4, 5, 6].map((count) => boundedCount(count, target));
    expect(Math.min(...shown)).toBe(0);
    expect(Math.max(...shown)).toBe(target);
    expect(shown.slice(1, target + 2)).toEqual(Array.from({ length: target + 1 }, (_, i) => i));
  });

  it('floors fractions and shows 0 for NaN or an endless count', () => {
    expect(boundedCount(2.7, 4)).toBe(2);
    expect(boundedCount(Number.NaN, 3)).toBe(0);
    expect(boundedCount(Number.POSITIVE_INFINITY, 3)).toBe(0);
  });

  it('a broken target bounds to 0', () => {
    expect(boundedCount(2, Number.NaN)).toBe(0);
    expect(boundedCount(2, -3)).toBe(0);
  });
});
