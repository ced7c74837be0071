import { washPuffs, washRadius, WASH_INNER, WASH_OUTER } from './rotor-wash';

describe('rotor wash', () => {
  it('runs out from under the blades, further the stronger the wash', () => {
    expect(washRadius(0, 1)).toBe(WASH_INNER);
    expect(washRadius(1, 1)).toBeCloseTo(WASH_OUTER);
    expect(washRadius(1, 0.2)).toBeLessThan(washRadius(1, 1));
    expect(washRadius(0.5, 1)).toBeGreaterThan(washRadius(0.25, 1));
    expect(washRadius(2, 5)).toBeCloseTo(WASH_OUTER);
  });

  it('seeds each puff a bearing round the hub, a phase and a lift', () => {
    const puffs = washPuffs(100, 3);
    expect(puffs).toHaveLength(300);
    const bearings = Array.from({ length: 100 }, (_, i) => puffs[i * 3]!);
    expect(Math.min(...bearings)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...bearings)).toBeLessThan(Math.PI * 2);
    // All the way round: some puffs in each quarter.
    for (let quarter = 0; quarter < 4; quarter += 1) expect(bearings.some((b) => Math.floor(b / (Math.PI / 2)) === quarter)).toBe(true);
    expect(washPuffs(10, 3)).toEqual(washPuffs(10, 3));
  });
});
