import { yawTowards } from '@mission/chapter-kit';
import { COURSE_TURN_DEG, courseTurn as turnAt, LOOK_ON_NEW_COURSE, TURN_S } from './distress-course';
import { SIGNAL_BEARINGS } from './distress-layout';

const deg = (radians: number) => (radians * 180) / Math.PI;

/** The kit holds the complete card back this long (COMPLETION_SCENE_MS) so the scene can play its end. */
const COMPLETION_PAUSE_S = 2.5;

/** The turn `since` seconds after the last mark (null: not yet), as the kit's ending progress runs evenly over TURN_S (at once when calm). */
const courseTurn = (since: number | null, calm: boolean) => turnAt(since === null ? 0 : calm ? 1 : Math.min(1, since / TURN_S));

describe('Distress Signal: the ship turns towards the contacts', () => {
  it('holds its course until every bearing is marked', () => {
    expect(courseTurn(null, false)).toBe(0);
  });

  it('turns to starboard, towards the contacts and not past them, all the way before the card (2.5 s)', () => {
    expect(TURN_S).toBeLessThan(COMPLETION_PAUSE_S);
    const yaws = SIGNAL_BEARINGS.map(({ yaw }) => -yaw);
    expect(COURSE_TURN_DEG).toBeGreaterThan(Math.min(...yaws));
    expect(COURSE_TURN_DEG).toBeLessThan(Math.max(...yaws));
    expect(deg(courseTurn(2.5, false))).toBeGreaterThan(COURSE_TURN_DEG * 0.9);
    expect(deg(courseTurn(TURN_S, false))).toBeCloseTo(COURSE_TURN_DEG);
    let last = 0;
    for (let since = 0; since <= TURN_S + 1; since += 0.1) {
      expect(courseTurn(since, false)).toBeGreaterThanOrEqual(last);
      last = courseTurn(since, false);
    }
  });

  it('turns the watch to where the contacts lie on the new course, fine on the starboard bow', () => {
    const newYaws = SIGNAL_BEARINGS.map(({ yaw }) => yaw + COURSE_TURN_DEG);
    const look = deg(yawTowards(LOOK_ON_NEW_COURSE));
    expect(look).toBeGreaterThan(Math.min(...newYaws));
    expect(look).toBeLessThan(Math.max(...newYaws));
    expect(Math.abs(look)).toBeLessThan(15);
  });

  it('shows the new course at once under reduced motion', () => {
    expect(deg(courseTurn(0, true))).toBeCloseTo(COURSE_TURN_DEG);
  });
});
