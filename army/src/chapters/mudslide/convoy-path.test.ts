import { CONVOY, truckPose } from './convoy-path';
import { EXCAVATOR_AT, ROAD_HALF_WIDTH, roadCentre } from './mudslide-ground';
import { MUDSLIDE_HOTSPOTS, MUDSLIDE_TARGETS } from './mudslide-layout';
import { SLIDE, slideDepth } from './slide-shape';

/** The truck's half length and half width (army-truck-geometry.ts: the chassis is 8.2 m by 2.5 m). */
const HALF_LENGTH = 4.1;
const HALF_WIDTH = 1.25;
const travels = Array.from({ length: 41 }, (_, step) => step / 40);

describe('the Mudslide’s convoy (issue 47: the road clears and a convoy rolls through)', () => {
  it('waits beyond the slide, clear of its mud, until the road is open', () => {
    CONVOY.trucks.forEach((_, index) => {
      const [x, , z] = truckPose(index, 0).position;
      expect(z + HALF_LENGTH).toBeLessThan(SLIDE.z - SLIDE.halfWidth);
      expect(slideDepth(x - roadCentre(z + HALF_LENGTH), z + HALF_LENGTH)).toBe(0);
    });
  });

  it('rolls down into the slide: the lead truck’s nose past the tongue’s middle once it has arrived', () => {
    const [, , z] = truckPose(0, 1).position;
    expect(z + HALF_LENGTH).toBeGreaterThan(SLIDE.z);
  });

  it('keeps to the right lane, on the road, the whole way', () => {
    for (const travel of travels) {
      CONVOY.trucks.forEach((_, index) => {
        const [x, , z] = truckPose(index, travel).position;
        const offset = x - roadCentre(z);
        expect(offset - HALF_WIDTH).toBeGreaterThan(0);
        expect(offset + HALF_WIDTH).toBeLessThan(ROAD_HALF_WIDTH);
      });
    }
  });

  it('never runs into the excavator, the crew, or the other truck', () => {
    const people = Object.values(MUDSLIDE_HOTSPOTS);
    for (const travel of travels) {
      const poses = CONVOY.trucks.map((_, index) => truckPose(index, travel).position);
      for (const [x, , z] of poses) {
        expect(Math.hypot(x - EXCAVATOR_AT[0], z - EXCAVATOR_AT[2])).toBeGreaterThan(3.2);
        for (const person of people) {
          const along = Math.abs(z - person[2]) - HALF_LENGTH;
          const across = Math.abs(x - person[0]) - HALF_WIDTH;
          expect(Math.max(along, across)).toBeGreaterThan(1.5);
        }
      }
      expect(Math.abs(poses[0]![2] - poses[1]![2])).toBeGreaterThan(2 * HALF_LENGTH + 1);
    }
  });

  it('rolls within the kit’s 2.5 s before the complete card', () => {
    expect(CONVOY.seconds).toBeLessThanOrEqual(2.5);
  });
});

describe('the Mudslide’s debris (issue 47: the debris on the road)', () => {
  it('lies on the road, in the slide’s tongue of mud', () => {
    for (const { position } of MUDSLIDE_TARGETS) {
      const [x, , z] = position;
      expect(Math.abs(x - roadCentre(z))).toBeLessThan(ROAD_HALF_WIDTH);
      expect(slideDepth(x - roadCentre(z), z)).toBeGreaterThan(0);
    }
  });
});
