import { HERCULES, herculesPosition } from './hercules-path';

describe('the Hercules over the village', () => {
  it('flies along the horizon, at its height and distance', () => {
    const start = herculesPosition(0, false);
    const later = herculesPosition(10, false);
    expect(start).toEqual([HERCULES.startX, HERCULES.height, HERCULES.z]);
    expect(later[0] - start[0]).toBeCloseTo(10 * HERCULES.speed);
    expect(later[1]).toBe(start[1]);
    expect(later[2]).toBe(start[2]);
  });

  it('comes round again once it has crossed its span', () => {
    for (const seconds of [0, 30, 84.4, 200]) {
      const [x] = herculesPosition(seconds, false);
      expect(Math.abs(x)).toBeLessThanOrEqual(HERCULES.span / 2);
    }
  });

  it('holds still with reduced motion', () => {
    expect(herculesPosition(0, true)).toEqual(herculesPosition(45, true));
    expect(herculesPosition(45, true)).toEqual([HERCULES.startX, HERCULES.height, HERCULES.z]);
  });
});
