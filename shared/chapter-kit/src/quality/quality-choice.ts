import { initialTier, tierForRenderer, type DeviceSignals } from './initial-tier';
import { TIER_SETTINGS, withoutEffects, type QualityTier, type TierSettings } from './quality-tiers';

/** How a canvas starts: the test pin wins (and holds: no governor), else the device's own tier, which the governor may lower. */
export interface QualityStart {
  tier: QualityTier;
  /** The highest tier the governor may step back up to. */
  ceiling: QualityTier;
  governed: boolean;
}

/** `null`: the browser cannot draw a chapter (no WebGL 2); the stage shows its problem card. */
export function qualityStart(signals: DeviceSignals, pinned: QualityTier | null): QualityStart | null {
  if (!signals.webgl2) return null;
  if (pinned) return { tier: pinned, ceiling: pinned, governed: false };
  const tier = initialTier(signals)!;
  return { tier, ceiling: tier, governed: true };
}

/** Once the context names its GPU: a software renderer lowers the tier and its ceiling to low (a pin holds). */
export function withRenderer(start: QualityStart, renderer: string | undefined): QualityStart {
  if (!start.governed) return start;
  const ceiling = tierForRenderer(start.ceiling, renderer);
  return { ...start, tier: tierForRenderer(start.tier, renderer), ceiling };
}

/** What a tier draws once the post effects have failed on this canvas: the same pixel ratio, no effects. */
export function settingsFor(tier: QualityTier, effectsFailed: boolean): TierSettings {
  return effectsFailed ? withoutEffects(TIER_SETTINGS[tier]) : TIER_SETTINGS[tier];
}
