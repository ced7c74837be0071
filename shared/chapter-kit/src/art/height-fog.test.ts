import { heightFogFactor } from './height-fog';
import { FOG_DEPTH_MASK, FOG_HEIGHT } from '../kit-constants';

describe('height fog (spec: fog height 40, depth mask 0.3)', () => {
  const range = { near: 10, far: 90 };

  it('uses the spec constants', () => {
    expect(FOG_HEIGHT).toBe(40);
    expect(FOG_DEPTH_MASK).toBe(0.3);
  });

  it('has no fog nearer than `near`, at any height', () => {
    expect(heightFogFactor(5, 0, range)).toBe(0);
    expect(heightFogFactor(5, 100, range)).toBe(0);
  });

  it('covers fully beyond `far` at ground level', () => {
    expect(heightFogFactor(200, 0, range)).toBe(1);
  });

  it('keeps only the depth mask share (0.3) of the fog from 40 up', () => {
    expect(heightFogFactor(200, 40, range)).toBeCloseTo(0.3);
    expect(heightFogFactor(200, 400, range)).toBeCloseTo(0.3);
  });

  it('thins out between the ground and 40', () => {
    const atTwenty = heightFogFactor(200, 20, range);
    expect(atTwenty).toBeCloseTo(0.3 + 0.7 * 0.5);
    expect(heightFogFactor(200, 10, range)).toBeGreaterThan(atTwenty);
  });

  it('grows with distance', () => {
    const near = heightFogFactor(30, 0, range);
    const mid = heightFogFactor(50, 0, range);
    const far = heightFogFactor(70, 0, range);
    expect(near).toBeLessThan(mid);
    expect(mid).toBeLessThan(far);
    expect(mid).toBeCloseTo(0.5);
  });

  it('takes other heights and masks', () => {
    expect(heightFogFactor(200, 10, { ...range, height: 10, depthMask: 0 })).toBe(0);
  });
});
