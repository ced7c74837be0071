import { DEFAULT_EYE_HEIGHT } from '@mission/chapter-kit';
import { sillTopAt, WINDOW_RADIUS } from './distress-bridge';
import { BRIDGE_HEIGHT, CRAFT_SIZE, SIGNAL_BEARINGS } from './distress-layout';
import { SEA } from './distress-look';
import { blipAt, RADAR_RANGE } from './distress-radar';
import { searchlightHolds } from './distress-signal';

const deg = (radians: number) => (radians * 180) / Math.PI;

/** How far below the level the watch looks to see a point `distance` out and `depth` below the eye (degrees). */
const below = (depth: number, distance: number) => deg(Math.atan2(depth, distance));

describe('Distress Signal: the contacts read on a phone', () => {
  const eye = BRIDGE_HEIGHT + DEFAULT_EYE_HEIGHT;

  it.each(SIGNAL_BEARINGS.map((bearing, index) => [index + 1, bearing] as const))(
    'contact %i shows a degree of water over the sill in front of it, and the white water round it',
    (number, { yaw, distance }) => {
      const sill = below(DEFAULT_EYE_HEIGHT - sillTopAt(yaw), WINDOW_RADIUS);
      expect(sill - below(eye, distance)).toBeGreaterThanOrEqual(1);
      const foam = SEA.foamAround![number - 1]![2];
      expect(sill - below(eye, distance - foam)).toBeGreaterThan(0.5);
    },
  );

  it('is near enough that the boat spans 9 degrees and each raft 2 (about 80 and 17 px across a phone)', () => {
    SIGNAL_BEARINGS.forEach(({ distance, craft }) => {
      const across = deg(2 * Math.atan(CRAFT_SIZE[craft] / 2 / distance));
      expect(across).toBeGreaterThanOrEqual(craft === 'boat' ? 9 : 2);
    });
  });

  it('puts each blip at its contact’s bearing and range, inside the scope, up the bow and right to starboard', () => {
    SIGNAL_BEARINGS.forEach(({ yaw, distance }) => {
      const [x, y] = blipAt(yaw, distance / RADAR_RANGE);
      expect(Math.hypot(x, y)).toBeCloseTo(distance / RADAR_RANGE);
      expect(Math.hypot(x, y)).toBeLessThan(1);
      expect(deg(Math.atan2(x, y))).toBeCloseTo(-yaw);
    });
  });

  it('holds a contact in the searchlight while the watch is centred on it and once it is marked, not before', () => {
    expect(searchlightHolds(undefined)).toBe(false);
    expect(searchlightHolds({ aligned: false, done: false })).toBe(false);
    expect(searchlightHolds({ aligned: true, done: false })).toBe(true);
    expect(searchlightHolds({ aligned: false, done: true })).toBe(true);
  });
});
