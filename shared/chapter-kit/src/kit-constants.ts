/** docs/product-rules.md §3 "Custom fog" and docs/product-rules.md §9: the height the fog thins out to, and the share of depth fog kept above it. */
export const FOG_HEIGHT = 40;
export const FOG_DEPTH_MASK = 0.3;

/** Pixel ratio range of a chapter canvas: sharp on phones, never the 3x of a flagship's screen. */
export const CANVAS_DPR_RANGE: [min: number, max: number] = [1, 2];

/** Issue budgets, per chapter and per frame (printed by the debug panel and bench:scenes, never asserted in a timed test). */
export const DRAW_CALL_BUDGET = 100;
export const TRIANGLE_BUDGET = 100_000;

/** Level 1 (Recon) of every chapter: three trades to find. */
export const HOTSPOTS_PER_CHAPTER = 3;

/** How long the scene takes to fade in once revealed, and the loading screen to fade out. */
export const REVEAL_FADE_MS = 700;

/** How high a hotspot's gem floats over its point; its HTML button is pinned there. */
export const HOTSPOT_MARKER_HEIGHT = 1.6;
