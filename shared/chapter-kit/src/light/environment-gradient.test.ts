import { Color } from 'three';
import { GRADIENT_RINGS, gradientColourAt, gradientStops } from './environment-gradient';

const stops = gradientStops({ sky: '#5a7bb0', horizon: '#ffb070', ground: '#1c1c20' });
const at = (y: number) => gradientColourAt(y, stops, new Color());
/** Equal to within float rounding (a blend at its end). */
const same = (a: Color, b: Color) => Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b)) < 1e-6;

describe('environment gradient', () => {
  it('is the sky overhead, the horizon level and the ground underfoot', () => {
    expect(same(at(1), stops.sky)).toBe(true);
    expect(same(at(0), stops.horizon)).toBe(true);
    expect(same(at(-1), stops.ground)).toBe(true);
  });

  it('reaches the sky fast above the horizon: at the first ring up, the square root of its height', () => {
    const ringHeight = Math.cos(((GRADIENT_RINGS / 2 - 1) * Math.PI) / GRADIENT_RINGS);
    const expected = stops.horizon.clone().lerp(stops.sky, Math.sqrt(ringHeight));
    expect(at(ringHeight).r).toBeCloseTo(expected.r, 6);
    expect(at(ringHeight).b).toBeCloseTo(expected.b, 6);
  });

  it('blends linearly by angle between two rings, as the vertex-coloured sphere it replaces did', () => {
    const upper = at(Math.cos((1 * Math.PI) / GRADIENT_RINGS));
    const lower = at(Math.cos((2 * Math.PI) / GRADIENT_RINGS));
    const midway = at(Math.cos((1.5 * Math.PI) / GRADIENT_RINGS));
    expect(midway.r).toBeCloseTo((upper.r + lower.r) / 2, 6);
    expect(midway.g).toBeCloseTo((upper.g + lower.g) / 2, 6);
  });

  it('is all ground from a third of the way down (the first ring below the horizon is past it)', () => {
    expect(same(at(Math.cos(((GRADIENT_RINGS / 2 + 1.5) * Math.PI) / GRADIENT_RINGS)), stops.ground)).toBe(true);
    expect(same(at(-0.8), stops.ground)).toBe(true);
  });

  it('clamps a height past the poles', () => {
    expect(same(at(1.5), stops.sky)).toBe(true);
    expect(same(at(-3), stops.ground)).toBe(true);
  });
});
