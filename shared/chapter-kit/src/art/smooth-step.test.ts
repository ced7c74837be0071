import { smoothstep } from './smooth-step';

describe('smoothstep', () => {
  it('eases from 0 to 1 between its edges, either way round, and holds outside them', () => {
    expect(smoothstep(0, 1, 0.5)).toBeCloseTo(0.5);
    expect(smoothstep(1, 0, 0.25)).toBeCloseTo(0.84375);
    expect(smoothstep(0, 1, -2)).toBe(0);
    expect(smoothstep(0, 1, 3)).toBe(1);
    expect(smoothstep(2, 4, 2.2)).toBeLessThan(0.1 / 1);
  });
});
