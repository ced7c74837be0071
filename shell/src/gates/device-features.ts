import type { DeviceFeatures } from './device-support';

/** The parts of `window` the feature test reads; `window` in the browser, a fake in tests. */
export interface FeatureWindow {
  DeviceOrientationEvent?: unknown;
  navigator: { mediaDevices?: { getUserMedia?: unknown } };
  RegExp?: RegExpConstructor;
}

/** What this browser offers the missions, by feature test (device-support.ts says why not by user agent). */
export function readDeviceFeatures(win?: FeatureWindow): DeviceFeatures {
  // A page rendered at build time is rendered for a phone, which has both (docs/prerendered-pages.md).
  if (!win && typeof window === 'undefined') return { motionApi: true, cameraApi: true, sceneSyntax: true };
  return readFeaturesOf(win ?? (window as unknown as FeatureWindow));
}

function readFeaturesOf(win: FeatureWindow): DeviceFeatures {
  return {
    motionApi: typeof win.DeviceOrientationEvent === 'function',
    cameraApi: typeof win.navigator.mediaDevices?.getUserMedia === 'function',
    sceneSyntax: parsesLookbehind(win.RegExp ?? RegExp),
  };
}

/** RegExp lookbehind: a SyntaxError before Safari 16.4, the release that parses class static blocks too. */
export function parsesLookbehind(Pattern: RegExpConstructor): boolean {
  try {
    return new Pattern('(?<=a)b').test('ab');
  } catch {
    return false;
  }
}
