import { isQualityTier, lowerTier, TIER_SETTINGS, tierAbove, tierBelow, tierDpr, withoutEffects } from './quality-tiers';

describe('quality tiers', () => {
  it('draws low at 1x without effects, medium at 1.5x with bloom and vignette, high at 2x with anti-aliasing too', () => {
    expect(TIER_SETTINGS.low).toEqual({ maxDpr: 1, bloom: false, vignette: false, antialias: false });
    expect(TIER_SETTINGS.medium).toEqual({ maxDpr: 1.5, bloom: true, vignette: true, antialias: false });
    expect(TIER_SETTINGS.high).toEqual({ maxDpr: 2, bloom: true, vignette: true, antialias: true });
  });

  it('never draws above the screen, nor above 2x on a 3x phone', () => {
    expect(tierDpr('high', 3)).toBe(2);
    expect(tierDpr('medium', 3)).toBe(1.5);
    expect(tierDpr('high', 1)).toBe(1);
    expect(tierDpr('low', 2)).toBe(1);
    expect(tierDpr('medium', Number.NaN)).toBe(1);
  });

  it('steps down to low and up to the ceiling, no further', () => {
    expect(tierBelow('high')).toBe('medium');
    expect(tierBelow('low')).toBe('low');
    expect(tierAbove('low', 'high')).toBe('medium');
    expect(tierAbove('medium', 'medium')).toBe('medium');
    expect(tierAbove('low', 'low')).toBe('low');
    expect(lowerTier('high', 'medium')).toBe('medium');
  });

  it('knows a tier by name and drops effects on request', () => {
    expect(isQualityTier('medium')).toBe(true);
    expect(isQualityTier('ultra')).toBe(false);
    expect(isQualityTier(undefined)).toBe(false);
    expect(withoutEffects(TIER_SETTINGS.high)).toEqual({ maxDpr: 2, bloom: false, vignette: false, antialias: false });
  });
});
