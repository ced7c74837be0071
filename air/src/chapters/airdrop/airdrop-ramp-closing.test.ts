import { HOLD } from './airdrop-layout';
import { ROLL_S } from './airdrop-package-flight';
import { CLOSED_RISE, CLOSING_STARTS_S, ENDING_S, lipAt, OPEN_SLOPE, rampRaise } from './airdrop-ramp-closing';
import { TAIL_UNDERSIDE_Y } from './airdrop-hold-geometry';

describe('the ramp closing at the end of Airborne', () => {
  it('plays within the 2.4 s the kit holds the complete card back', () => {
    expect(ENDING_S).toBeLessThanOrEqual(2.4);
  });

  it('stays open until the last package has rolled out over the lip', () => {
    expect(CLOSING_STARTS_S).toBeGreaterThan(ROLL_S);
    expect(rampRaise(0)).toBe(0);
    expect(rampRaise(ROLL_S / ENDING_S)).toBe(0);
    const open = lipAt(0);
    expect(open.y).toBeCloseTo(-HOLD.rampDrop, 6);
    expect(open.z).toBeCloseTo(HOLD.rampEnd, 6);
  });

  it('rises without going back, eased, to closed at the end', () => {
    let last = 0;
    for (let progress = 0; progress <= 1.0001; progress += 0.02) {
      const raise = rampRaise(progress);
      expect(raise).toBeGreaterThanOrEqual(last);
      last = raise;
    }
    expect(rampRaise(1)).toBeCloseTo(OPEN_SLOPE + CLOSED_RISE, 9);
    // Eased: it starts and ends slowly.
    const start = CLOSING_STARTS_S / ENDING_S;
    expect(rampRaise(start + 0.02)).toBeLessThan((OPEN_SLOPE + CLOSED_RISE) * 0.02);
  });

  it('closes up against the tail: its lip at the tail’s underside, aft of the hinge, inside the hold', () => {
    const closed = lipAt(rampRaise(1));
    expect(closed.y).toBeGreaterThan(TAIL_UNDERSIDE_Y - 0.25);
    expect(closed.y).toBeLessThan(HOLD.height);
    expect(closed.z).toBeLessThan(HOLD.rampHinge - 3);
  });
});
