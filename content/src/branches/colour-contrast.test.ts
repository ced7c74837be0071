/** @jest-environment node */
import { HEX_COLOUR, contrastRatio } from './colour-contrast.mjs';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7a8f4e', '#7a8f4e')).toBe(1);
  });

  it('matches the published ratio of a mid grey on white', () => {
    // #767676 on white is the lightest grey that passes AA for text: 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('HEX_COLOUR', () => {
  it('takes #rrggbb only', () => {
    expect(HEX_COLOUR.test('#7a8f4e')).toBe(true);
    expect(HEX_COLOUR.test('#7A8F4E')).toBe(true);
    expect(HEX_COLOUR.test('#fff')).toBe(false);
    expect(HEX_COLOUR.test('green')).toBe(false);
  });
});
