import { nearestUnfound, needleRotationDeg, relativeBearing, wrapAngle, yawTowards } from './compass-bearing';

const deg = (value: number) => (value * Math.PI) / 180;

describe('compass bearing', () => {
  it('faces -Z at yaw 0; left is a positive yaw, right a negative one, behind is PI', () => {
    expect(yawTowards([0, 0, -10])).toBeCloseTo(0);
    expect(yawTowards([-10, 3, 0])).toBeCloseTo(deg(90));
    expect(yawTowards([10, 0, 0])).toBeCloseTo(deg(-90));
    expect(Math.abs(yawTowards([0, 0, 10]))).toBeCloseTo(Math.PI);
  });

  it('measures from another point than the origin', () => {
    expect(yawTowards([5, 0, -5], [5, 0, 0])).toBeCloseTo(0);
  });

  it('wraps angles into (-PI, PI]', () => {
    expect(wrapAngle(deg(270))).toBeCloseTo(deg(-90));
    expect(wrapAngle(deg(-270))).toBeCloseTo(deg(90));
    expect(wrapAngle(-Math.PI)).toBe(Math.PI);
    expect(wrapAngle(deg(720 + 10))).toBeCloseTo(deg(10));
  });

  it('gives the shortest turn, across the seam behind the player', () => {
    expect(relativeBearing(deg(170), deg(-170))).toBeCloseTo(deg(-20));
    expect(relativeBearing(deg(-170), deg(170))).toBeCloseTo(deg(20));
  });

  it('turns the needle clockwise for a target on the right', () => {
    expect(needleRotationDeg(deg(-90))).toBeCloseTo(90);
    expect(needleRotationDeg(deg(45))).toBeCloseTo(-45);
  });

  describe('nearest hotspot not yet found', () => {
    const targets = [
      { id: 'ahead', position: [0, 0, -10] as const },
      { id: 'left', position: [-10, 0, 0] as const },
      { id: 'behind-right', position: [8, 0, 8] as const },
    ];

    it('points to the smallest turn from the current view', () => {
      expect(nearestUnfound(targets, [], 0)?.id).toBe('ahead');
      expect(nearestUnfound(targets, [], deg(80))?.id).toBe('left');
      expect(nearestUnfound(targets, [], deg(-140))?.id).toBe('behind-right');
    });

    it('skips found hotspots and gives the signed bearing', () => {
      const nearest = nearestUnfound(targets, ['ahead'], 0);
      expect(nearest?.id).toBe('left');
      expect(nearest?.bearing).toBeCloseTo(deg(90));
    });

    it('is null once every hotspot is found', () => {
      expect(nearestUnfound(targets, ['ahead', 'left', 'behind-right'], 0)).toBeNull();
    });
  });
});
