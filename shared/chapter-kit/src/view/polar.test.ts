import { yawTowards } from './compass-bearing';
import { polar } from './polar';

describe('polar', () => {
  it('puts yaw 0 straight ahead (down -z) at the given distance and height', () => {
    const [x, y, z] = polar(0, 10, 1.5);
    expect(x).toBeCloseTo(0);
    expect(y).toBe(1.5);
    expect(z).toBeCloseTo(-10);
  });

  it('turns positive yaws to the left, as the compass measures them', () => {
    const point = polar(90, 4);
    expect(point[0]).toBeCloseTo(-4);
    expect(yawTowards(point)).toBeCloseTo(Math.PI / 2);
    expect(yawTowards(polar(-135, 7))).toBeCloseTo((-135 * Math.PI) / 180);
  });
});
