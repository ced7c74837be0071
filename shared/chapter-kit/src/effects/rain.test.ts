import { rainStreaks } from './rain';

describe('rain streaks', () => {
  it('start both ends of each streak at its drop, inside the box round the player', () => {
    const drops = rainStreaks(100, 15, 10, 11);
    expect(drops).toHaveLength(600);
    for (let i = 0; i < 100; i += 1) {
      const streak = Array.from(drops.slice(i * 6, i * 6 + 6));
      expect(streak.slice(0, 3)).toEqual(streak.slice(3));
      expect(Math.abs(streak[0]!)).toBeLessThanOrEqual(15);
      expect(streak[1]).toBeGreaterThanOrEqual(0);
      expect(streak[1]).toBeLessThan(10);
    }
    expect(rainStreaks(5, 1, 1, 3)).toEqual(rainStreaks(5, 1, 1, 3));
  });
});
