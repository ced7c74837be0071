import { starPositions } from './star-field';

describe('star positions', () => {
  it('puts every star on the sky sphere, above the lowest elevation', () => {
    const positions = starPositions(200, 280, 0.1, 3);
    expect(positions).toHaveLength(600);
    for (let i = 0; i < 200; i += 1) {
      const [x, y, z] = [positions[i * 3]!, positions[i * 3 + 1]!, positions[i * 3 + 2]!];
      expect(Math.hypot(x, y, z)).toBeCloseTo(280, 3);
      expect(y / 280).toBeGreaterThanOrEqual(0.1 - 1e-9);
    }
  });

  it('is the same sky on every visit (seeded), and another seed gives another sky', () => {
    expect(starPositions(10, 100, 0, 5)).toEqual(starPositions(10, 100, 0, 5));
    expect(starPositions(10, 100, 0, 5)).not.toEqual(starPositions(10, 100, 0, 6));
  });
});
