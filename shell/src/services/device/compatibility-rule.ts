/** docs/product-rules.md §5 / docs/product-rules.md §9: "mobile means width below 1024". */
export const MOBILE_WIDTH_THRESHOLD = 1024;

/**
 * The smallest window the experience is laid out for. The spec gives no number, so we took
 * the smallest phones still in use: 320 CSS px across (iPhone SE 1st gen, small Androids)
 * and 480 px along (below that the 56 px header and the scene's hotspots no longer fit).
 * Checked on the short and the long side, so a phone held sideways is asked to rotate
 * (rotation rule) instead of being called an incompatible browser.
 */
export const MIN_WINDOW_SHORT_SIDE = 320;
export const MIN_WINDOW_LONG_SIDE = 480;

/** Mobile layout and the mobile-only experience (docs/product-rules.md §3 "Window size ... isMobile"). */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_WIDTH_THRESHOLD;
}

/** Too small to play: the incompatible-browser screen (docs/product-rules.md §5, docs/product-rules.md §8). */
export function isWindowTooSmall(width: number, height: number): boolean {
  return Math.min(width, height) < MIN_WINDOW_SHORT_SIDE || Math.max(width, height) < MIN_WINDOW_LONG_SIDE;
}

/**
 * Too large for the mobile experience: the /desktop notice ("please switch to your mobile
 * device", docs/product-rules.md §8). The same line as the mobile threshold, so a window is exactly one of
 * mobile or too large.
 */
export function isWindowTooLarge(width: number): boolean {
  return !isMobileWidth(width);
}

/** docs/product-rules.md §5: "Missing WebGL means incompatible browser. A window that is too small also means incompatible browser." */
export function isIncompatibleBrowser(state: { webGLDisabled: boolean; windowTooSmall: boolean }): boolean {
  return state.webGLDisabled || state.windowTooSmall;
}
