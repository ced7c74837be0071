/**
 * docs/product-rules.md §5 / docs/product-rules.md §9 "orientation tolerance": screens wider than this need not be held upright.
 *
 * Our reading of "portrait is wanted, unless the width exceeds 750 in portrait or 1000 in
 * landscape": the two numbers classify the screen, not the pose. A screen more than 750 px
 * wide when held upright, or more than 1000 px wide when held sideways, is tablet- or
 * desktop-class, and such a screen is never asked to rotate. Only a phone-class screen held
 * sideways is "wrongly rotated". Held sideways, the width it would have upright is its
 * current height, so both numbers are checked there. (Read literally as "the current width
 * while in portrait", the 750 could never matter, since portrait is already what is wanted.)
 */
export const PORTRAIT_WIDTH_TOLERANCE = 750;
export const LANDSCAPE_WIDTH_TOLERANCE = 1000;

/** What `screen.orientation` reports; either field may be missing on older engines. */
export interface ScreenOrientationReading {
  type?: string;
  angle?: number;
}

export interface RotationInputs {
  isTouch: boolean;
  /** `screen.orientation`, or null where the screen orientation API does not exist. */
  screenOrientation: ScreenOrientationReading | null;
  /** Window inner size in CSS pixels. */
  width: number;
  height: number;
}

/** True when a touch device should be turned back to portrait (docs/product-rules.md §5, docs/product-rules.md §8 "Rotate device"). */
export function isDeviceRotated({ isTouch, screenOrientation, width, height }: RotationInputs): boolean {
  // A mouse-and-keyboard screen cannot be rotated by the visitor: never ask.
  if (!isTouch) return false;
  const landscape = screenOrientation ? isLandscape(screenOrientation) : null;
  // Without the API (or with one that says nothing) the window's shape is all we know.
  if (landscape === null) return width > height;
  if (!landscape) return false;
  return !isLargeScreen(width, height);
}

/** Sideways and either tolerance exceeded: tablet- or desktop-class (see the constants). */
function isLargeScreen(landscapeWidth: number, landscapeHeight: number): boolean {
  const uprightWidth = landscapeHeight;
  return uprightWidth > PORTRAIT_WIDTH_TOLERANCE || landscapeWidth > LANDSCAPE_WIDTH_TOLERANCE;
}

/**
 * The type names the pose; the angle is the fallback, read as a phone's (upright at 0 and
 * 180, sideways at 90 and 270), which is the class of device this rule is about.
 */
function isLandscape({ type, angle }: ScreenOrientationReading): boolean | null {
  if (type?.startsWith('landscape')) return true;
  if (type?.startsWith('portrait')) return false;
  if (typeof angle === 'number' && Number.isFinite(angle)) return Math.abs(angle) % 180 === 90;
  return null;
}
