/**
 * The on-screen counter of a chapter's Level 2 task ("Fires 1/3") never shows less than 0
 * nor more than its target (docs/product-rules.md §3: fires 0..3, debris 0..3, sandbags 0..4), whatever a
 * caller hands it: NaN or a fraction from a broken computation is floored and clamped.
 */
export function boundedCount(count: number, target: number): number {
  const top = Number.isFinite(target) ? Math.max(0, Math.floor(target)) : 0;
  if (!Number.isFinite(count)) return 0;
  return Math.min(top, Math.max(0, Math.floor(count)));
}
