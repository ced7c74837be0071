import { calmCount } from '../quality/reduced-motion';
import type { QualityTier } from '../quality/quality-tiers';

/**
 * How many of an effect's particles each tier draws (docs/decisions.md "Effects"): a chapter
 * writes its counts for the high tier; medium (the bench's tier) draws three quarters, low half.
 */
export const TIER_PARTICLE_SHARE: Readonly<Record<QualityTier, number>> = { low: 0.5, medium: 0.75, high: 1 };

/**
 * The particles drawn of `count` at a tier, calmed under reduced motion (quality/reduced-motion.ts),
 * never fewer than `floor` (one per emitter, so no emitter goes dark).
 */
export function effectCount(count: number, tier: QualityTier, calm: boolean, floor = 1): number {
  if (count <= 0) return 0;
  return Math.min(count, Math.max(floor, calmCount(Math.round(count * TIER_PARTICLE_SHARE[tier]), calm)));
}
