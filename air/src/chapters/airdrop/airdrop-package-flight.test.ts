import { AIM_POINT, GROUND_DEPTH, GROUND_SPEED, RING_RADIUS, ringCentre } from './airdrop-layout';
import { LIP } from './airdrop-hold-geometry';
import { CANOPY_OPENS_S, dropZoneAfter, FALL_S, packageFlight, ROLL_S, type Drop } from './airdrop-package-flight';

/** A release in the middle of the window: the drop zone's centre on the aim point. */
const drop: Drop = { at: 10, centre: ringCentre(0.6 / 3.2) };

describe('a released package', () => {
  it('rolls down the ramp to its lip, still in the aircraft, with its canopy packed', () => {
    const start = packageFlight(drop, 0, 1);
    const atLip = packageFlight(drop, ROLL_S - 1e-6, 1);
    expect(start.out).toBe(false);
    expect(start.canopy).toBe(0);
    expect(atLip.position[2]).toBeCloseTo(LIP[2], 3);
    expect(atLip.position[1]).toBeLessThan(start.position[1]);
  });

  it('opens its canopy soon after it leaves, and comes down inside the drop zone, which moved with the ice', () => {
    expect(packageFlight(drop, ROLL_S + CANOPY_OPENS_S / 2, 1).canopy).toBe(0);
    expect(packageFlight(drop, ROLL_S + CANOPY_OPENS_S + 0.5, 1).canopy).toBe(1);
    for (const index of [0, 1, 2]) {
      const landed = packageFlight(drop, ROLL_S + FALL_S, index);
      expect(landed.position[1]).toBeCloseTo(-GROUND_DEPTH, 6);
      const zone = dropZoneAfter(drop, ROLL_S + FALL_S);
      expect(Math.hypot(landed.position[0] - zone[0], landed.position[2] - zone[2])).toBeLessThan(RING_RADIUS / 2);
    }
    expect(dropZoneAfter(drop, 2)[2]).toBeCloseTo(drop.centre[2] - GROUND_SPEED * 2, 9);
    expect(Math.hypot(drop.centre[0] - AIM_POINT[0], drop.centre[2] - AIM_POINT[2])).toBeLessThan(1e-9);
  });

  it('is down under its open canopy within the 2.5 s the scene has before the complete card', () => {
    expect(ROLL_S + FALL_S).toBeLessThanOrEqual(2.5);
    const down = packageFlight(drop, ROLL_S + FALL_S + 1, 2);
    expect(down.canopy).toBe(1);
    expect(down.slack).toBe(1);
  });
});
