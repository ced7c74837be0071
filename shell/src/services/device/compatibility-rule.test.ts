import {
  MIN_WINDOW_LONG_SIDE,
  MIN_WINDOW_SHORT_SIDE,
  MOBILE_WIDTH_THRESHOLD,
  isIncompatibleBrowser,
  isMobileWidth,
  isWindowTooLarge,
  isWindowTooSmall,
} from './compatibility-rule';

describe('compatibility rules (docs/product-rules.md §5, docs/product-rules.md §8 "Incompatible browser", docs/product-rules.md §9)', () => {
  it('calls a width below 1024 mobile (docs/product-rules.md §9 "Mobile threshold is width below 1024")', () => {
    expect(MOBILE_WIDTH_THRESHOLD).toBe(1024);
    expect(isMobileWidth(1023)).toBe(true);
    expect(isMobileWidth(1024)).toBe(false);
    expect(isMobileWidth(1025)).toBe(false);
  });

  it('calls a window too large for the mobile experience exactly when it is not mobile', () => {
    expect(isWindowTooLarge(1023)).toBe(false);
    expect(isWindowTooLarge(1024)).toBe(true);
  });

  it('finds a window too small on its short side (below 320), in either pose', () => {
    expect(MIN_WINDOW_SHORT_SIDE).toBe(320);
    expect(isWindowTooSmall(319, 568)).toBe(true);
    expect(isWindowTooSmall(320, 568)).toBe(false);
    expect(isWindowTooSmall(568, 319)).toBe(true);
    expect(isWindowTooSmall(568, 320)).toBe(false);
  });

  it('finds a window too small on its long side (below 480), in either pose', () => {
    expect(MIN_WINDOW_LONG_SIDE).toBe(480);
    expect(isWindowTooSmall(400, 479)).toBe(true);
    expect(isWindowTooSmall(400, 480)).toBe(false);
    expect(isWindowTooSmall(479, 400)).toBe(true);
  });

  it('lets a phone held sideways through (the rotate screen handles it, not this one)', () => {
    expect(isWindowTooSmall(844, 390)).toBe(false);
  });

  it('calls the browser incompatible without WebGL or when the window is too small', () => {
    expect(isIncompatibleBrowser({ webGLDisabled: true, windowTooSmall: false })).toBe(true);
    expect(isIncompatibleBrowser({ webGLDisabled: false, windowTooSmall: true })).toBe(true);
    expect(isIncompatibleBrowser({ webGLDisabled: false, windowTooSmall: false })).toBe(false);
  });
});
