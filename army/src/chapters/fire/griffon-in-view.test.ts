import { yawTowards } from '@mission/chapter-kit';
import { FIRE_LINE, GRIFFON_AT, GRIFFON_HOVER, HOT_SPOTS } from './fire-layout';
import { GRIFFON } from './griffon-geometry';

const degrees = (radians: number) => (radians * 180) / Math.PI;
const away = (point: readonly number[]) => Math.hypot(point[0]!, point[2]!);

/**
 * A first-time viewer did not name the Forest's helicopter, half hidden by the fire
 * line's smoke. The Griffon now hovers in front of every front fire's smoke and over a gap in
 * the line, so no column rises behind its body, and above the scorched stand's tree tops.
 */
describe('the Griffon in the Forest’s first frame', () => {
  const halfSpan = degrees(Math.atan(GRIFFON.rotorRadius / away(GRIFFON_AT)));

  it('hovers nearer the visitor than any fire of the front, so their smoke is drawn behind it', () => {
    // The front's smoke starts about 2 m round its site and drifts; the Griffon's nose reaches about 2.5 m nearer than its point.
    for (const site of FIRE_LINE) expect(away(site) - 2).toBeGreaterThan(away(GRIFFON_AT) + 2.5);
  });

  it('has no front fire under its body: the line burns either side of it', () => {
    const griffonYaw = degrees(yawTowards(GRIFFON_AT));
    for (const site of FIRE_LINE) expect(Math.abs(degrees(yawTowards(site)) - griffonYaw)).toBeGreaterThan(halfSpan * 0.5);
    const sides = FIRE_LINE.map((site) => Math.sign(degrees(yawTowards(site)) - griffonYaw));
    expect(new Set(sides).size).toBe(2);
  });

  it('hovers with its skids over the tops of the scorched stands seen under it', () => {
    // A stand's tree (fire-forest.tsx) is a kit conifer about 6 m tall at 1.5 times at most, 2.8 m or more beyond its fire.
    const eye = 1.7;
    const griffonYaw = degrees(yawTowards(GRIFFON_AT));
    const under = HOT_SPOTS.filter(({ yaw }) => Math.abs(yaw - griffonYaw) < halfSpan);
    expect(under.length).toBeGreaterThan(0);
    for (const { distance } of under) expect((GRIFFON_HOVER - eye) / away(GRIFFON_AT)).toBeGreaterThan((6 * 1.5 - eye) / (distance + 2.8));
  });
});
