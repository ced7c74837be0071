import { calmCount, calmTime } from './reduced-motion';

describe('reduced motion', () => {
  it('keeps 40 % of the particles (at least one) at half speed when calm, all of them otherwise', () => {
    expect(calmCount(70, true)).toBe(28);
    expect(calmCount(1, true)).toBe(1);
    expect(calmCount(70, false)).toBe(70);
    expect(calmTime(10, true)).toBe(5);
    expect(calmTime(10, false)).toBe(10);
  });
});
