import { armyBranch } from '../../army-branch';
import { yawTowards } from '@mission/chapter-kit';
import { FIRE_LINE, FIRE_TARGETS } from './fire-layout';
import { FIRE_GROUND, MOP_UP_AT, standAround } from './fire-ground';
import { FIRE_ENDING } from './fire-look';

const degrees = (radians: number) => (radians * 180) / Math.PI;
const flat = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[2]! - b[2]!);

describe('the Forest’s hot spots (issue 47: a fire inside the burning tree line, the crew beside it)', () => {
  const openingYaw = degrees(armyBranch.chapters.fire.view?.startYaw ?? 0);

  it('burn in the arc the chapter opens on, towards the front, not on the open ground round the visitor', () => {
    const frontYaws = FIRE_LINE.map((point) => degrees(yawTowards(point)));
    for (const target of FIRE_TARGETS) {
      const yaw = degrees(yawTowards(target.position));
      expect(Math.abs(yaw - openingYaw)).toBeLessThan(30);
      expect(yaw).toBeGreaterThan(Math.min(...frontYaws) - 12);
      expect(yaw).toBeLessThan(Math.max(...frontYaws) + 12);
      expect(Math.hypot(target.position[0], target.position[2])).toBeGreaterThanOrEqual(14);
    }
  });

  it('have their target point over the fire, at the flames’ middle', () => {
    FIRE_TARGETS.forEach((target, index) => {
      expect(flat(target.position, FIRE_GROUND[index]!)).toBeLessThan(0.01);
      expect(target.position[1]).toBeGreaterThan(0.8);
      expect(target.position[1]).toBeLessThan(1.8);
    });
  });

  it('each has a mop-up soldier working beside it, nearer the visitor than the fire', () => {
    FIRE_GROUND.forEach((fire, index) => {
      const soldier = MOP_UP_AT[index]!;
      expect(flat(soldier, fire)).toBeGreaterThan(1);
      expect(flat(soldier, fire)).toBeLessThan(2.5);
      expect(Math.hypot(soldier[0], soldier[2])).toBeLessThan(Math.hypot(fire[0], fire[2]));
    });
  });

  it('each burns at the foot of a stand of trees that stands beyond it, none between it and the visitor', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const stand = standAround(6, random);
    expect(stand).toHaveLength(FIRE_GROUND.length * 6);
    stand.forEach((tree, index) => {
      const fire = FIRE_GROUND[Math.floor(index / 6)]!;
      expect(flat(tree, fire)).toBeGreaterThan(2.5);
      expect(flat(tree, fire)).toBeLessThan(8.5);
      expect(Math.hypot(tree[0], tree[2])).toBeGreaterThan(Math.hypot(fire[0], fire[2]) + 2.5);
    });
  });

  it('end with the front burning down within the kit’s 2.5 s before the complete card, not out', () => {
    expect(FIRE_ENDING.seconds).toBeLessThanOrEqual(2.5);
    expect(FIRE_ENDING.frontLeft).toBeGreaterThan(0);
    expect(FIRE_ENDING.frontLeft).toBeLessThan(0.5);
  });
});
