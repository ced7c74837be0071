import { ARRIVAL_S, arrivalShare } from './arrival-move';

describe('the arrival move', () => {
  it('starts from the whole offset and lands on the opening frame after 1.4 s', () => {
    expect(ARRIVAL_S).toBe(1.4);
    expect(arrivalShare(0)).toBe(1);
    expect(arrivalShare(ARRIVAL_S)).toBe(0);
    expect(arrivalShare(5)).toBe(0);
  });

  it('eases in and out: slow at both ends, half way at half time', () => {
    expect(arrivalShare(ARRIVAL_S / 2)).toBeCloseTo(0.5);
    expect(1 - arrivalShare(0.05)).toBeLessThan(0.01);
    expect(arrivalShare(ARRIVAL_S - 0.05)).toBeLessThan(0.01);
    const shares = [0, 0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4].map(arrivalShare);
    shares.slice(1).forEach((share, index) => expect(share).toBeLessThan(shares[index]!));
  });
});
