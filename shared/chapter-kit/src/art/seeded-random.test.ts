import { between, seededRandom } from './seeded-random';

describe('seeded random', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(c()).not.toBe(first[0]);
  });

  it('stays in [0, 1) and spreads over it', () => {
    const random = seededRandom(7);
    const values = Array.from({ length: 2000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const low = values.filter((value) => value < 0.5).length;
    expect(low).toBeGreaterThan(900);
    expect(low).toBeLessThan(1100);
  });

  it('maps to a range', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 100; i += 1) {
      const value = between(random, -3, 5);
      expect(value).toBeGreaterThanOrEqual(-3);
      expect(value).toBeLessThan(5);
    }
  });
});
