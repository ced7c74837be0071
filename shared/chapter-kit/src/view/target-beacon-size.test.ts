import { BEACON_HALO_ANGLE, BEACON_HALO_MIN_M, beaconHaloRadius, beaconHasColumn, beaconLevel } from './target-beacon-size';

const waiting = { done: false, progress: 0, aligned: false };

describe("a target's beacon", () => {
  it('keeps the same angle of the view whatever the distance, and never shrinks below its floor', () => {
    expect(beaconHaloRadius(12)).toBeCloseTo(12 * BEACON_HALO_ANGLE);
    expect(beaconHaloRadius(300) / 300).toBeCloseTo(beaconHaloRadius(20) / 20);
    expect(beaconHaloRadius(2)).toBe(BEACON_HALO_MIN_M);
    expect(beaconHaloRadius(Number.NaN)).toBe(BEACON_HALO_MIN_M);
  });

  it('stands a column only over near targets on the ground', () => {
    expect(beaconHasColumn([10, 0.9, -8], 1.7)).toBe(true);
    expect(beaconHasColumn([60, 0.9, 0], 1.7)).toBe(false);
    expect(beaconHasColumn([0, 120, -200], 1.7)).toBe(false);
  });

  it('burns while waiting, brightens as the target is worked, and goes out once done', () => {
    expect(beaconLevel(waiting, 0)).toBeCloseTo(0.7);
    expect(beaconLevel(waiting, 1)).toBeCloseTo(0.9);
    expect(beaconLevel({ ...waiting, progress: 0.5 }, 0)).toBeGreaterThan(beaconLevel(waiting, 0));
    expect(beaconLevel({ ...waiting, aligned: true }, 0)).toBe(1);
    expect(beaconLevel({ done: true, progress: 1, aligned: true }, 1)).toBe(0);
  });
});
