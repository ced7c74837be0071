import { smoothstep } from '@mission/chapter-kit';
import { CONVOY, truckPose } from './convoy-path';
import { clearedHeight, laneMud, mountainHeight, roadCentre, ROAD_HALF_WIDTH } from './mudslide-ground';
import { LANE_CLEARING, pushedOffset } from './lane-mud';
import { SLIDE } from './slide-shape';

/** The truck's half length and half width (army-truck-geometry.ts: the chassis is 8.2 m by 2.5 m). */
const HALF_LENGTH = 4.1;
const HALF_WIDTH = 1.25;
const acrossTheTongue = Array.from({ length: 27 }, (_, step) => SLIDE.z - SLIDE.halfWidth - 0.5 + step * 0.5);

/** The Mudslide’s ending shows the convoy's lane cleared, its mud pushed aside, as the trucks roll. */
describe('the Mudslide’s cleared lane', () => {
  it('is the slide’s mud in two parts: the ground and the lane’s heap add up to the slide', () => {
    for (const z of acrossTheTongue) {
      for (let offset = -8; offset <= 8; offset += 0.5) {
        const x = roadCentre(z) + offset;
        expect(clearedHeight(x, z) + laneMud(x, z)).toBeCloseTo(mountainHeight(x, z), 6);
      }
    }
  });

  it('heaps mud on the lane while the debris is on the road', () => {
    const x = roadCentre(SLIDE.z) + CONVOY.lane;
    expect(laneMud(x, SLIDE.z)).toBeGreaterThan(SLIDE.depth * 0.6);
  });

  it('leaves the trucks’ wheels on bare road once cleared, and the other lane still under the slide', () => {
    for (const z of acrossTheTongue) {
      for (const offset of [CONVOY.lane - HALF_WIDTH, CONVOY.lane, CONVOY.lane + HALF_WIDTH]) {
        expect(clearedHeight(roadCentre(z) + offset, z)).toBeLessThan(0.02);
      }
    }
    expect(clearedHeight(roadCentre(SLIDE.z) - 2, SLIDE.z)).toBeGreaterThan(SLIDE.depth * 0.5);
  });

  it('pushes the mud into a windrow along the road’s right edge, clear of the trucks', () => {
    const lane = { from: -0.4, to: ROAD_HALF_WIDTH + 0.4 };
    expect(pushedOffset(lane.from)).toBeGreaterThan(CONVOY.lane + HALF_WIDTH);
    expect(pushedOffset(lane.to)).toBeLessThan(ROAD_HALF_WIDTH + 1);
    expect(LANE_CLEARING.heap).toBeGreaterThan(1);
  });

  it('is cleared before the lead truck reaches the slide', () => {
    const travel = smoothstep(0, 1, LANE_CLEARING.share);
    const [, , z] = truckPose(0, travel).position;
    expect(z + HALF_LENGTH).toBeLessThan(SLIDE.z - SLIDE.halfWidth);
  });
});
