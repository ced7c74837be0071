/** @jest-environment node */
import { polar } from '../view/polar';
import { angleBetween, crewAtHotspots, goalYaw, TURN_SECONDS, turnTowards, yawToward } from './crew-facing';

/** Where a heading points on the ground (the figure's front is +z). */
const front = (yaw: number) => [Math.sin(yaw), Math.cos(yaw)] as const;

describe('crew facing', () => {
  const hotspots = { firefighter: polar(38, 9), medic: polar(158, 10, 1.2) };
  const crew = crewAtHotspots(hotspots, {
    firefighter: { outfit: 'firefighter-turnout', pose: 'pointing', turn: 180 },
    medic: { outfit: 'medic', pose: 'kneeling', turn: 90, ground: 0.2 },
  });

  it('stands each trade’s person at its hotspot, on the ground, skin tones in turn', () => {
    expect(crew.map(({ id }) => id)).toEqual(['firefighter', 'medic']);
    expect(crew[0]!.position).toEqual([hotspots.firefighter[0], 0, hotspots.firefighter[2]]);
    expect(crew[1]!.position[1]).toBe(0.2);
    expect(crew[0]!.skin).not.toBe(crew[1]!.skin);
  });

  it('faces their work before the hotspot is found, the visitor after', () => {
    const [firefighter] = crew;
    const toVisitor = front(yawToward(firefighter!.position));
    const [x, , z] = firefighter!.position;
    // Facing the origin: the front points back along the hotspot's direction.
    expect(toVisitor[0] * x + toVisitor[1] * z).toBeCloseTo(-Math.hypot(x, z));
    // Turned 180 degrees: back to the visitor.
    const atWork = front(goalYaw(firefighter!, []));
    expect(atWork[0] * x + atWork[1] * z).toBeCloseTo(Math.hypot(x, z));
    expect(angleBetween(goalYaw(firefighter!, ['firefighter']), yawToward(firefighter!.position))).toBeCloseTo(0);
    expect(goalYaw({ ...firefighter!, turnsWhenFound: false }, ['firefighter'])).toBe(firefighter!.workYaw);
  });

  it('eases the turn over about 0.6 s, the short way round', () => {
    let yaw = 0;
    const goal = 2;
    const frames = Math.round(TURN_SECONDS * 60);
    const after: number[] = [];
    for (let frame = 0; frame < frames; frame += 1) {
      yaw = turnTowards(yaw, goal, 1 / 60);
      after.push(yaw);
    }
    expect(after[0]!).toBeGreaterThan(0);
    expect(after[0]!).toBeLessThan(0.3);
    expect(after[frames / 2]!).toBeLessThan(goal * 0.97);
    expect(Math.abs(goal - yaw)).toBeLessThan(0.03);
    // From just left of the back to just right of it: through the back, not all the way round.
    expect(turnTowards(Math.PI - 0.1, -Math.PI + 0.1, 1 / 60)).toBeGreaterThan(Math.PI - 0.1);
  });
});
