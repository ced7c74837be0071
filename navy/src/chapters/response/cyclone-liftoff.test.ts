import { HELICOPTER_AT } from './response-layout';
import { navyBranch } from '../../navy-branch';
import { CALM_HEIGHT, cycloneLiftoff as liftoffAt, HOVER_HEIGHT, HOVER_S, LIFTOFF_S, LIFTOFF_VIEW } from './cyclone-liftoff';

/** The pose `since` seconds into the lift-off, as the kit's ending progress runs evenly over LIFTOFF_S. */
const cycloneLiftoff = (since: number, calm: boolean) => liftoffAt(Math.min(1, since / LIFTOFF_S), calm);

/** The kit holds the complete card back this long (about 2.5 s) so the scene can play its end. */
const COMPLETION_PAUSE_S = 2.5;

describe('Rapid Response: the Cyclone lifts off', () => {
  it('stays on its spot until the last check', () => {
    expect(liftoffAt(0, false).position).toEqual([...HELICOPTER_AT]);
    expect(liftoffAt(0, true).position).toEqual([...HELICOPTER_AT]);
  });

  it('is in a hover over the deck before the card, and climbing away from the ship by the time it shows', () => {
    expect(HOVER_S).toBeLessThan(COMPLETION_PAUSE_S);
    expect(cycloneLiftoff(HOVER_S, false).position[1]).toBeCloseTo(HELICOPTER_AT[1] + HOVER_HEIGHT);
    const atCard = cycloneLiftoff(COMPLETION_PAUSE_S, false).position;
    expect(atCard[1]).toBeGreaterThan(HELICOPTER_AT[1] + HOVER_HEIGHT + 3);
    expect(Math.hypot(atCard[0] - HELICOPTER_AT[0], atCard[2] - HELICOPTER_AT[2])).toBeGreaterThan(3);
  });

  it('is watched where it lifts: the ending view holds it, skids to rotor head, from the hover to the card', () => {
    const response = navyBranch.chapters.response;
    expect(response.task.endingView).toEqual(LIFTOFF_VIEW);
    const eye = response.view?.eyeHeight ?? 1.7;
    const halfFov = (response.view?.fov ?? 60) / 2;
    const pitchTo = (height: number, across: number) => (Math.atan2(height - eye, across) * 180) / Math.PI;
    const middle = pitchTo(LIFTOFF_VIEW[1], Math.hypot(LIFTOFF_VIEW[0], LIFTOFF_VIEW[2]));
    for (const since of [HOVER_S, COMPLETION_PAUSE_S]) {
      const [x, y, z] = cycloneLiftoff(since, false).position;
      const across = Math.hypot(x, z);
      // Skids at its height, the rotor head 4.8 m above (the declaration's hero size: 2 m up and 2.8 m over).
      for (const height of [y, y + 4.8]) expect(Math.abs(pitchTo(height, across) - middle)).toBeLessThan(halfFov - 3);
    }
  });

  it('only ever rises, and ends far from the deck', () => {
    let last = -Infinity;
    for (let since = 0; since <= 6; since += 0.1) {
      const height = cycloneLiftoff(since, false).position[1];
      expect(height).toBeGreaterThanOrEqual(last);
      last = height;
    }
    const [x, , z] = cycloneLiftoff(6, false).position;
    expect(Math.hypot(x - HELICOPTER_AT[0], z - HELICOPTER_AT[2])).toBeGreaterThan(40);
  });

  it('shows it in the air at once, still, under reduced motion', () => {
    expect(liftoffAt(1, true).position[1]).toBe(HELICOPTER_AT[1] + CALM_HEIGHT);
    expect(liftoffAt(0.01, true)).toEqual(liftoffAt(1, true));
  });
});
