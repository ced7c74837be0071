import { HOVER_SHADOW_FADE_M, hoverShadowSpot } from './hover-shadow-spot';

describe("a flying machine's shadow", () => {
  it('on the ground is the machine’s contact shadow, full strength', () => {
    expect(hoverShadowSpot([2, 6], 0)).toEqual({ size: [2, 6], opacity: 1 });
  });

  it('spreads and fades as the machine climbs', () => {
    const low = hoverShadowSpot([2, 6], 5);
    const high = hoverShadowSpot([2, 6], 15);
    expect(high.size[0]).toBeGreaterThan(low.size[0]);
    expect(high.opacity).toBeLessThan(low.opacity);
    expect(high.opacity).toBeGreaterThan(0);
  });

  it('is gone once the machine is 40 m up, and never negative or broken', () => {
    expect(hoverShadowSpot([2, 6], HOVER_SHADOW_FADE_M).opacity).toBe(0);
    expect(hoverShadowSpot([2, 6], 300).opacity).toBe(0);
    expect(hoverShadowSpot([2, 6], Number.NaN).opacity).toBe(0);
    expect(hoverShadowSpot([2, 6], -3)).toEqual({ size: [2, 6], opacity: 1 });
  });
});
