import { PHONE_PORTRAIT, projectFromLook, type GroundPoint } from '@mission/chapter-kit';
import { airBranch } from '../../air-branch';
import { HERCULES, herculesPose } from './hercules-path';

/** The Hercules's far corners (real size, about 30 m long and 40 m across, as herculesGeometry draws it) at a pose. */
function corners(seconds: number): GroundPoint[] {
  const { position, heading } = herculesPose(seconds, false);
  const points: GroundPoint[] = [];
  for (const [along, across] of [
    [-19, 0],
    [17, 0],
    [2, -20],
    [2, 20],
  ] as const) {
    for (const up of [-2.2, 7.7])
      points.push([
        position[0] + along * Math.cos(heading) + across * Math.sin(heading),
        position[1] + up,
        position[2] - along * Math.sin(heading) + across * Math.cos(heading),
      ]);
  }
  return points;
}

describe('the Hercules over the village', () => {
  it('circles the village, one lap in its time, at its height', () => {
    const start = herculesPose(0, false);
    const half = herculesPose(HERCULES.lapSeconds / 2, false);
    const lap = herculesPose(HERCULES.lapSeconds, false);
    expect(lap.position[0]).toBeCloseTo(start.position[0], 6);
    expect(lap.position[2]).toBeCloseTo(start.position[2], 6);
    expect(Math.hypot(half.position[0] - start.position[0], half.position[2] - start.position[2])).toBeCloseTo(HERCULES.halfDepth * 2, 6);
    expect(half.position[1]).toBe(HERCULES.height);
  });

  it('flies nose first along its loop', () => {
    for (const seconds of [0, 7, 19, 33]) {
      const now = herculesPose(seconds, false);
      const next = herculesPose(seconds + 0.01, false);
      const heading = Math.atan2(-(next.position[2] - now.position[2]), next.position[0] - now.position[0]);
      expect(Math.abs(Math.atan2(Math.sin(heading - now.heading), Math.cos(heading - now.heading)))).toBeLessThan(0.01);
    }
  });

  it('stays whole inside the opening frame of a phone held upright, all the way round', () => {
    const view = airBranch.chapters.received.view ?? {};
    const lens = { fovDeg: view.fov ?? 62, aspect: PHONE_PORTRAIT.width / PHONE_PORTRAIT.height, eyeHeight: view.eyeHeight ?? 1.7 };
    const look = { yaw: view.startYaw ?? 0, pitch: view.startPitch ?? 0 };
    for (let seconds = 0; seconds < HERCULES.lapSeconds; seconds += 1) {
      for (const corner of corners(seconds)) {
        const seen = projectFromLook(corner, look, lens);
        expect(seen.inFront).toBe(true);
        // Clear of the sides, and below the header and counter (the top 15 % of the screen).
        expect(Math.abs(seen.x)).toBeLessThan(0.95);
        expect(seen.y).toBeLessThan(0.7);
      }
    }
  });

  it('is near enough to read as a Hercules on a phone: a quarter of the screen across or more, all the way round', () => {
    const view = airBranch.chapters.received.view ?? {};
    const lens = { fovDeg: view.fov ?? 62, aspect: PHONE_PORTRAIT.width / PHONE_PORTRAIT.height, eyeHeight: view.eyeHeight ?? 1.7 };
    const look = { yaw: view.startYaw ?? 0, pitch: view.startPitch ?? 0 };
    for (let seconds = 0; seconds < HERCULES.lapSeconds; seconds += 1) {
      const xs = corners(seconds).map((corner) => projectFromLook(corner, look, lens).x);
      expect((Math.max(...xs) - Math.min(...xs)) / 2).toBeGreaterThanOrEqual(0.25);
    }
  });

  it('holds still with reduced motion, broadside to the player on the near side of its loop', () => {
    expect(herculesPose(0, true)).toEqual(herculesPose(45, true));
    const still = herculesPose(0, true);
    const [, , farZ] = herculesPose(HERCULES.lapSeconds / 2, false).position;
    // Nearer the player than the far side of the loop, flying across the view (its nose along +x), not away.
    expect(still.position[2]).toBeGreaterThan(farZ);
    expect(Math.abs(Math.cos(still.heading))).toBeGreaterThan(0.99);
  });
});
