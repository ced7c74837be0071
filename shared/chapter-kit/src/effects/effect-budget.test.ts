import { effectCount, TIER_PARTICLE_SHARE } from './effect-budget';
import { CALM_PARTICLE_SHARE } from '../quality/reduced-motion';

describe('effect counts by tier', () => {
  it('draws every particle on high, fewer on medium and fewest on low', () => {
    expect(effectCount(400, 'high', false)).toBe(400);
    expect(effectCount(400, 'medium', false)).toBe(400 * TIER_PARTICLE_SHARE.medium);
    expect(effectCount(400, 'low', false)).toBe(400 * TIER_PARTICLE_SHARE.low);
    expect(TIER_PARTICLE_SHARE.low).toBeLessThan(TIER_PARTICLE_SHARE.medium);
  });

  it('calms under reduced motion on top of the tier', () => {
    expect(effectCount(400, 'high', true)).toBe(400 * CALM_PARTICLE_SHARE);
    expect(effectCount(400, 'low', true)).toBe(Math.round(400 * TIER_PARTICLE_SHARE.low * CALM_PARTICLE_SHARE));
  });

  it('keeps at least the floor (one per emitter) and never more than the count', () => {
    expect(effectCount(3, 'low', true, 3)).toBe(3);
    expect(effectCount(2, 'low', true, 4)).toBe(2);
    expect(effectCount(0, 'high', false)).toBe(0);
  });
});
