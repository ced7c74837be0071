/** @jest-environment node */
import { kb, median, percentile, ratio, seconds } from './bench-figures.mjs';

describe('bench figures', () => {
  it('takes the median of odd and even counts, and says n/a for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes a percentile by nearest rank, and says n/a for none', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile([7, 3, 9], 0.95)).toBe(9);
    expect(percentile([4], 0.95)).toBe(4);
    expect(percentile([2, 1], 0)).toBe(1);
    expect(percentile([], 0.95)).toBeNaN();
  });

  it('prints a ratio against its goal', () => {
    expect(ratio(130, 100, 1.3)).toBe('1.30x (within 1.3x)');
    expect(ratio(131, 100, 1.3)).toBe('1.31x (OVER 1.3x)');
    expect(ratio(1, 0, 1.3)).toBe('n/a');
  });

  it('prints sizes and times', () => {
    expect(kb(143_360)).toBe('140.0 KB');
    expect(seconds(1234)).toBe('1.23 s');
    expect(seconds(Number.NaN)).toBe('n/a');
  });
});
