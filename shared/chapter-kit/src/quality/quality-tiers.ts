/**
 * The chapter canvas's quality tiers (docs/decisions.md "Light and image"): the pixel ratio
 * and the post effects each one affords. Chosen at run time (`initial-tier.ts`), stepped down
 * on slow frames and back up when steady (`frame-governor.ts`).
 */
export type QualityTier = 'low' | 'medium' | 'high';

export interface TierSettings {
  /** Highest device pixel ratio drawn (never more than the screen's). */
  maxDpr: number;
  /** Bloom on emissive and bright surfaces only. */
  bloom: boolean;
  /** A light darkening of the frame's corners. */
  vignette: boolean;
  /** Anti-aliasing (FXAA in the post chain; the low tier draws without any). */
  antialias: boolean;
}

/** Lowest first: stepping down moves left. */
export const QUALITY_TIERS: readonly QualityTier[] = ['low', 'medium', 'high'];

export const TIER_SETTINGS: Readonly<Record<QualityTier, TierSettings>> = {
  low: { maxDpr: 1, bloom: false, vignette: false, antialias: false },
  medium: { maxDpr: 1.5, bloom: true, vignette: true, antialias: false },
  high: { maxDpr: 2, bloom: true, vignette: true, antialias: true },
};

export function isQualityTier(value: unknown): value is QualityTier {
  return typeof value === 'string' && (QUALITY_TIERS as readonly string[]).includes(value);
}

/** The tier below (low stays low). */
export function tierBelow(tier: QualityTier): QualityTier {
  return QUALITY_TIERS[Math.max(0, QUALITY_TIERS.indexOf(tier) - 1)]!;
}

/** The tier above, never above `ceiling`. */
export function tierAbove(tier: QualityTier, ceiling: QualityTier): QualityTier {
  const at = QUALITY_TIERS.indexOf(tier);
  return at < QUALITY_TIERS.indexOf(ceiling) ? QUALITY_TIERS[at + 1]! : tier;
}

/** The lower of two tiers. */
export function lowerTier(a: QualityTier, b: QualityTier): QualityTier {
  return QUALITY_TIERS.indexOf(a) <= QUALITY_TIERS.indexOf(b) ? a : b;
}

/** The pixel ratio a tier draws at on a screen of `devicePixelRatio`: [1, maxDpr], never more than the screen. */
export function tierDpr(tier: QualityTier, devicePixelRatio: number): number {
  const screen = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  return Math.max(1, Math.min(TIER_SETTINGS[tier].maxDpr, screen));
}

/** Settings with the post effects removed (effects failed: the tier keeps its pixel ratio). */
export function withoutEffects(settings: TierSettings): TierSettings {
  return { ...settings, bloom: false, vignette: false, antialias: false };
}
