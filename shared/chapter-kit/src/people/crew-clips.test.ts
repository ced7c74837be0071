/** @jest-environment node */
import { crewPose, fullPose, GREETING_SECONDS, greetingWeight, WORK_KEYS, WORK_LOOPS, workPose, type FullPose } from './crew-clips';
import { POSES } from './crew-poses';

/** Every number in a pose, in a fixed order. */
const numbers = (pose: FullPose): number[] => [
  pose.hips,
  pose.lean,
  pose.twist,
  pose.bend,
  ...pose.head,
  ...[pose.rightArm, pose.leftArm, pose.rightLeg, pose.leftLeg].flatMap((limb) => [...limb.upper, ...limb.lower]),
];
const distance = (a: FullPose, b: FullPose) => Math.max(...numbers(a).map((value, index) => Math.abs(value - numbers(b)[index]!)));

describe('crew clips', () => {
  it('joins each work loop up at its period (the pose at the period is the pose at the start)', () => {
    for (const work of WORK_KEYS) {
      const { period } = WORK_LOOPS[work];
      for (const start of [0, 0.7, 3.1]) {
        expect(distance(workPose(work, POSES.idle, start, 0, false), workPose(work, POSES.idle, start + period, 0, false))).toBeLessThan(
          1e-6,
        );
        // And it moves in between: a loop, not a pose.
        expect(
          distance(workPose(work, POSES.idle, start, 0, false), workPose(work, POSES.idle, start + period / 3, 0, false)),
        ).toBeGreaterThan(0.01);
      }
    }
  });

  it('moves smoothly: no jump between two frames a sixtieth of a second apart', () => {
    for (const work of WORK_KEYS) {
      for (let t = 0; t < WORK_LOOPS[work].period; t += 0.1) {
        expect(distance(workPose(work, POSES.bracing, t, 0, false), workPose(work, POSES.bracing, t + 1 / 60, 0, false))).toBeLessThan(0.2);
      }
    }
  });

  it('gives the stance, still, when motion is reduced', () => {
    for (const work of WORK_KEYS) {
      for (const t of [0, 1.3, 9.7]) expect(workPose(work, POSES.kneeling, t, 2, true)).toEqual(fullPose(POSES.kneeling));
    }
    expect(crewPose('hose', POSES.bracing, 4, 0, true, 0.5)).toEqual(fullPose(POSES.idle));
  });

  it('greets the visitor once found, the right hand up, then stands by', () => {
    expect(greetingWeight(0)).toBe(0);
    expect(greetingWeight(GREETING_SECONDS / 2)).toBe(1);
    expect(greetingWeight(GREETING_SECONDS)).toBe(0);
    const waving = crewPose('hose', POSES.bracing, 10, 0, false, GREETING_SECONDS / 2);
    expect(waving.rightArm.lower[1]).toBeGreaterThan(0.9);
    expect(waving.rightArm.upper[1]).toBeGreaterThan(0.3);
    // After the greeting, a standing person stands at ease; a kneeling one is back at the work.
    const after = crewPose('hose', POSES.bracing, 10, 0, false, GREETING_SECONDS + 1);
    expect(after.rightArm.upper[1]).toBeLessThan(-0.8);
    const kneeling = crewPose('treat', POSES.kneeling, 10, 0, false, GREETING_SECONDS + 1);
    expect(distance(kneeling, workPose('treat', POSES.kneeling, 10, 0, false))).toBe(0);
  });

  it('keeps a crew out of step by phase', () => {
    expect(
      distance(workPose('sandbags', POSES.carrying, 1, 0, false), workPose('sandbags', POSES.carrying, 1, 0.9, false)),
    ).toBeGreaterThan(0.05);
  });
});
