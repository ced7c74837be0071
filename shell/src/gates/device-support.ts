/**
 * Whether a touch device is one the missions are made for (docs/product-rules.md §2
 * "Unsupported-device screen"), decided by what the browser can do wherever the user-agent
 * string cannot be trusted:
 * - Chrome's reduced user agent always says "Android 10; K", so the Android version is read
 *   only from a full user agent (an older Chrome, Samsung Internet, Firefox);
 * - an Android tablet asking for the desktop site, a Windows or ChromeOS touch laptop and
 *   iPadOS do not say what they are: WebGL 2 (the incompatible-browser gate) and the window's
 *   width (the /desktop notice) already decide for them, so they are never "unsupported";
 * - the built-in browser of a social app is told apart, and it stops the visitor only when it
 *   lacks the sensor or camera API the portal and the scenes ask for.
 */

/**
 * The lowest versions the scenes are made for (the unsupported-device screen lists them).
 * iOS 16.4 is the first whose WebKit parses class static blocks, which three.js uses: an older
 * iPhone cannot run a scene's code at all (docs/decisions.md, "iOS 16.4 is the floor"). WebKit
 * is told by a feature test (DeviceFeatures.sceneSyntax), not by the iOS version its user agent
 * claims: a user agent can say iOS over another engine (a test browser, a desktop-site request).
 */
export const MIN_IOS = { major: 16, minor: 4 } as const;
export const MIN_ANDROID_MAJOR = 10;
/** The first Chrome (and Samsung Internet, WebView) and Firefox that parse class static blocks. */
export const MIN_CHROME_MAJOR = 94;
export const MIN_FIREFOX_MAJOR = 93;

/** What the browser offers, read once by the device gate (device-features.ts). */
export interface DeviceFeatures {
  /** `DeviceOrientationEvent` exists: the scene can follow the phone. */
  motionApi: boolean;
  /** `navigator.mediaDevices.getUserMedia` exists: the portal can open the camera. */
  cameraApi: boolean;
  /**
   * The engine parses RegExp lookbehind, which WebKit shipped in Safari 16.4 with class static
   * blocks: the scenes' syntax, tested without evaluating code (the CSP has no 'unsafe-eval').
   * Chromium and Gecko had lookbehind long before static blocks: their versions are read from
   * the user agent (parsesTheScenes).
   */
  sceneSyntax: boolean;
}

export type DeviceSupport =
  | { kind: 'supported' }
  /**
   * Outside the recommendation. `canRun` false: this browser cannot parse the scenes' code, so
   * the screen offers the accessible version instead of "Continue".
   */
  | { kind: 'unsupported'; canRun: boolean }
  /** A social app's own browser without the sensor or the camera API: open the page in the phone's browser. */
  | { kind: 'in-app-browser'; app: string | null; platform: 'android' | 'ios' | 'other'; missing: Array<'motion' | 'camera'> };

/** The built-in browsers of social apps, by the marks their user agents carry. */
const IN_APP_BROWSERS: ReadonlyArray<[app: string | null, mark: RegExp]> = [
  ['Facebook', /FBAN|FBAV|FB_IAB/],
  ['Instagram', /Instagram/],
  ['TikTok', /BytedanceWebview|musical_ly|TikTok|trill_/],
  ['Snapchat', /Snapchat/],
  ['WeChat', /MicroMessenger/],
  ['LinkedIn', /LinkedInApp/],
  ['Line', /\bLine\//],
  ['Pinterest', /Pinterest/],
  // An Android app's WebView, which does not say whose: "; wv)" in the platform part.
  [null, /; wv\)/],
];

/** Mobile systems the scenes do not run on, whatever the browser says it can do. */
const UNSUPPORTED_MOBILE_OS = /KAIOS|Windows Phone|BlackBerry|BB10|Tizen|webOS|Series40|Symbian/;

/** Chrome's reduced user agent, whose Android version is frozen at 10. */
const REDUCED_ANDROID = /Android 10; K\)/;

/** Whether this is an app's built-in browser, and whose when it says (null for an unnamed WebView). */
export function inAppBrowserOf(userAgent: string): { app: string | null } | null {
  const found = IN_APP_BROWSERS.find(([, mark]) => mark.test(userAgent));
  return found ? { app: found[0] } : null;
}

function platformOf(userAgent: string): 'android' | 'ios' | 'other' {
  if (/Android/.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  return 'other';
}

export function deviceSupport({
  userAgent,
  isTouch,
  features,
}: {
  userAgent: string;
  isTouch: boolean;
  features: DeviceFeatures;
}): DeviceSupport {
  // A computer without touch gets the /desktop notice, not this verdict.
  if (!isTouch) return { kind: 'supported' };
  if (!features.sceneSyntax || !parsesTheScenes(userAgent)) return { kind: 'unsupported', canRun: false };
  if (UNSUPPORTED_MOBILE_OS.test(userAgent)) return { kind: 'unsupported', canRun: true };
  const android = /Android (\d+)/.exec(userAgent);
  if (android && !REDUCED_ANDROID.test(userAgent) && Number(android[1]) < MIN_ANDROID_MAJOR) return { kind: 'unsupported', canRun: true };
  const inApp = inAppBrowserOf(userAgent);
  if (inApp) {
    const missing = [...(features.motionApi ? [] : ['motion' as const]), ...(features.cameraApi ? [] : ['camera' as const])];
    if (missing.length > 0) return { kind: 'in-app-browser', app: inApp.app, platform: platformOf(userAgent), missing };
  }
  return { kind: 'supported' };
}

/**
 * Whether a Chromium (Chrome, Samsung Internet, a WebView) or Gecko browser is recent enough to
 * parse the scenes' code (class static blocks), by the version its user agent gives. WebKit is
 * told by DeviceFeatures.sceneSyntax; an engine the user agent does not name is given the benefit.
 */
export function parsesTheScenes(userAgent: string): boolean {
  if (/(?:iPhone|iPad|iPod)/.test(userAgent)) return true;
  const chrome = /Chrome\/(\d+)/.exec(userAgent);
  if (chrome) return Number(chrome[1]) >= MIN_CHROME_MAJOR;
  const firefox = /Firefox\/(\d+)/.exec(userAgent);
  if (firefox) return Number(firefox[1]) >= MIN_FIREFOX_MAJOR;
  return true;
}
