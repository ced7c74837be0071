import { Color } from 'three';
import { agxToneMap, gradeForAgX } from './flame-grading';

const shown = (linear: readonly [number, number, number]) => `#${new Color().setRGB(...linear).getHexString()}`;

describe('flame grading', () => {
  it('bleaches a bright orange painted straight toward cream, which is why flames are graded', () => {
    const straight = new Color('#ff9a30');
    const [r, , b] = agxToneMap([straight.r, straight.g, straight.b]);
    // Blue lifted well off zero: the pale cream of the old screenshots.
    expect(b / r).toBeGreaterThan(0.1);
  });

  it('writes the value AgX turns back into the painted flame colour, at any exposure', () => {
    for (const painted of ['#8a1a06', '#e8500f', '#ff7a12', '#ffe9a8']) {
      expect(shown(agxToneMap(gradeForAgX(painted)))).toBe(painted);
      expect(shown(agxToneMap(gradeForAgX(painted, 1.4), 1.4))).toBe(painted);
    }
  });

  it('keeps the hot core brighter than the orange body and the body than the red root', () => {
    const luminance = ([r, g, b]: readonly [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
    expect(luminance(gradeForAgX('#ffe9a8'))).toBeGreaterThan(luminance(gradeForAgX('#ff7a12')));
    expect(luminance(gradeForAgX('#ff7a12'))).toBeGreaterThan(luminance(gradeForAgX('#8a1a06')));
  });
});
