import { easeStep, easeTowards, MAX_EASE_FRAME_S } from './eased-level';

describe('eased levels', () => {
  it('moves part of the way each frame, never past the goal', () => {
    const step = easeStep(1 / 60, 4);
    expect(step).toBeGreaterThan(0);
    expect(step).toBeLessThan(1);
    expect(easeTowards(1, 0, 1 / 60, 4)).toBeCloseTo(1 - step);
    expect(easeTowards(0, 1, 10, 50)).toBeLessThanOrEqual(1);
  });

  it('follows the same path at 30 and at 60 frames a second', () => {
    let at30 = 1;
    let at60 = 1;
    for (let frame = 0; frame < 15; frame += 1) at30 = easeTowards(at30, 0, 1 / 30, 4);
    for (let frame = 0; frame < 30; frame += 1) at60 = easeTowards(at60, 0, 1 / 60, 4);
    expect(at30).toBeCloseTo(at60, 10);
    expect(at30).toBeCloseTo(Math.exp(-2), 10);
  });

  it('treats a stalled frame as one of 0.1 s, and a negative one as none', () => {
    expect(easeStep(5, 3)).toBeCloseTo(easeStep(MAX_EASE_FRAME_S, 3));
    expect(easeStep(-1, 3)).toBe(0);
  });
});
