import { groundDistance } from '@mission/test-kit/layout-test-kit';
import { yawTowards } from '@mission/chapter-kit';
import { CRATE_AT, GATHERED, RECEIVED_ENDING_VIEW, RESIDENTS, SUPPLIES } from './received-layout';
import { GATHER_S, heldFrom, residentStance } from './received-gathering';

describe('the residents once everything is handed out', () => {
  it('stand at their places, facing the player, until the chapter is complete', () => {
    for (const supply of SUPPLIES) {
      const stance = residentStance(supply, 0);
      expect([stance.x, stance.z]).toEqual([RESIDENTS[supply][0], RESIDENTS[supply][2]]);
      // Facing the player at the origin: a step forward brings them closer.
      const step = Math.hypot(stance.x + Math.sin(stance.facing), stance.z + Math.cos(stance.facing));
      expect(step).toBeLessThan(Math.hypot(stance.x, stance.z));
    }
  });

  it('walk in and gather round the package within the 2.4 s before the complete card, turned to it', () => {
    expect(GATHER_S).toBeLessThanOrEqual(2.4);
    for (const supply of SUPPLIES) {
      const halfway = residentStance(supply, 0.5);
      const there = residentStance(supply, 1);
      expect(groundDistance([halfway.x, 0, halfway.z], CRATE_AT)).toBeLessThan(groundDistance(RESIDENTS[supply], CRATE_AT));
      expect(there.x).toBeCloseTo(GATHERED[supply][0], 9);
      expect(there.z).toBeCloseTo(GATHERED[supply][2], 9);
      expect(groundDistance(GATHERED[supply], CRATE_AT)).toBeLessThan(1.8);
      const toCrate = Math.atan2(CRATE_AT[0] - there.x, CRATE_AT[2] - there.z);
      expect(Math.abs(Math.atan2(Math.sin(there.facing - toCrate), Math.cos(there.facing - toCrate)))).toBeLessThan(1e-9);
      expect(there.bob).toBe(0);
    }
  });

  it('stand apart from each other once gathered, the package between them and the player', () => {
    const places = SUPPLIES.map((supply) => GATHERED[supply]);
    for (let i = 0; i < places.length; i += 1) {
      for (let j = i + 1; j < places.length; j += 1) expect(groundDistance(places[i]!, places[j]!)).toBeGreaterThan(1.2);
      expect(Math.hypot(places[i]![0], places[i]![2])).toBeGreaterThan(Math.hypot(CRATE_AT[0], CRATE_AT[2]));
    }
  });

  it('are there at the end of the ending (at once with reduced motion, where the kit’s clock is 1), and hold their supply in front of them', () => {
    for (const supply of SUPPLIES) {
      const calm = residentStance(supply, 1);
      expect(calm.x).toBeCloseTo(GATHERED[supply][0], 9);
      expect(calm.z).toBeCloseTo(GATHERED[supply][2], 9);
      const held = heldFrom(calm, 0);
      expect(Math.hypot(held[0] - calm.x, held[2] - calm.z)).toBeCloseTo(0.35, 9);
      expect(held[1]).toBeCloseTo(0.78, 9);
    }
  });

  it('gather where the ending view looks: each within 15 degrees of its middle, which a portrait phone at 64 degrees holds', () => {
    const middle = yawTowards(RECEIVED_ENDING_VIEW);
    for (const supply of SUPPLIES) {
      const off = Math.abs(Math.atan2(Math.sin(yawTowards(GATHERED[supply]) - middle), Math.cos(yawTowards(GATHERED[supply]) - middle)));
      expect((off * 180) / Math.PI).toBeLessThan(15);
    }
  });
});
