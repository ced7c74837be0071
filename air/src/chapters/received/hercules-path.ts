import { polar } from '@mission/chapter-kit';

/**
 * The Hercules's orbit: after the drop it circles low over the village to see the package
 * received (as a crew does over a drop zone), on a loop this far out on the opening look's
 * bearing, this high, this wide across and deep (m), once round in this many seconds; banked
 * into its turn. Near enough to read as a Hercules on a phone (at 250 m it was a speck a sixth
 * of the screen across), small enough across that it is always whole inside the opening frame
 * (a pass along the horizon came in cut by the frame's edge), low enough to stay under the
 * header and the counter.
 */
export const HERCULES = { yawDeg: -9, distance: 130, height: 31, halfWidth: 10, halfDepth: 14, lapSeconds: 40, bank: 0.32 } as const;

/** Where on its loop it starts (radians): the near side, flying to the right, broadside to the player. */
const START_ANGLE = -Math.PI / 2;

/** Where the orbit's loop is centred. */
export const ORBIT_CENTRE = polar(HERCULES.yawDeg, HERCULES.distance, HERCULES.height);

/** The Hercules at a moment: where it is, its heading (radians about +y; its nose is its +x) and its bank. */
export interface HerculesPose {
  position: [number, number, number];
  heading: number;
  bank: number;
}

/**
 * Where the Hercules that dropped the package is, `seconds` into the scene, circling the
 * village anticlockwise seen from above. When the visitor asks for reduced motion (`calm`),
 * it holds still where it starts, on the near side of its loop, crossing the frame broadside.
 */
export function herculesPose(seconds: number, calm: boolean): HerculesPose {
  const angle = START_ANGLE + ((calm ? 0 : seconds) / HERCULES.lapSeconds) * Math.PI * 2;
  const [cx, y, cz] = ORBIT_CENTRE;
  const position: [number, number, number] = [cx + Math.cos(angle) * HERCULES.halfWidth, y, cz - Math.sin(angle) * HERCULES.halfDepth];
  // The velocity along the loop, and the heading that puts the nose (+x) along it.
  const vx = -Math.sin(angle) * HERCULES.halfWidth;
  const vz = -Math.cos(angle) * HERCULES.halfDepth;
  return { position, heading: Math.atan2(-vz, vx), bank: HERCULES.bank };
}
