import { MIN_ANDROID_MAJOR, MIN_IOS, deviceSupport, inAppBrowserOf, parsesTheScenes, type DeviceFeatures } from './device-support';
import { readDeviceFeatures } from './device-features';

/** Real user agents, as each browser sends them. */
const UA = {
  iphoneSafari17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneSafari15:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  iphoneSafari14:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  // Chrome's reduced user agent: "Android 10; K" whatever the phone runs.
  androidChromeReduced: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidSamsung14:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidSamsung8:
    'Mozilla/5.0 (Linux; Android 8.0.0; SM-G960F Build/R16NW) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/7.2 Chrome/59.0.3071.125 Mobile Safari/537.36',
  androidFirefox9: 'Mozilla/5.0 (Android 9; Mobile; rv:68.0) Gecko/68.0 Firefox/68.0',
  // An Android tablet asking for the desktop site, a Windows touch laptop, a Chromebook.
  androidTabletDesktopSite: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windowsTouch:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  kaios: 'Mozilla/5.0 (Mobile; LYF/F300B/LYF-F300B-001-01-15-130718-i;Android; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
  // Social apps' own browsers.
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A536W Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330404 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.4.4 ByteLocale/en BytedanceWebview/d8a21c6',
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_34.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/CA BytedanceWebview/d8a21c6',
  snapchatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/13.3.0.38 (like Safari/8617.2.4.10.8, panda)',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 12; M2101K9AG Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5317 MMWEBSDK/20230701 MMWEBID/5170 MicroMessenger/8.0.40.2420(0x28002851) WeChat/arm64 Weixin NetType/WIFI Language/en ABI/arm64',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.0.35.91 (iPhone14,5; iOS 17_4; en_CA; en; scale=3.00; 1170x2532; 585279146)',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.38.108;FBBV/570862357;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/en_CA;FBOP/5]',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36',
};

const FULL: DeviceFeatures = { motionApi: true, cameraApi: true, sceneSyntax: true };
const NO_CAMERA: DeviceFeatures = { motionApi: true, cameraApi: false, sceneSyntax: true };
const NOTHING: DeviceFeatures = { motionApi: false, cameraApi: false, sceneSyntax: true };
/** What WebKit before Safari 16.4 reports: no lookbehind, so no class static blocks either. */
const OLD_WEBKIT: DeviceFeatures = { ...FULL, sceneSyntax: false };

const verdict = (userAgent: string, features: DeviceFeatures = FULL, isTouch = true) =>
  deviceSupport({ userAgent, isTouch, features }).kind;

describe('deviceSupport (docs/product-rules.md §2 "Unsupported-device screen")', () => {
  it(`recommends iOS ${MIN_IOS.major}.${MIN_IOS.minor}+ and Android ${MIN_ANDROID_MAJOR}+`, () => {
    expect(MIN_IOS).toEqual({ major: 16, minor: 4 });
    expect(MIN_ANDROID_MAJOR).toBe(10);
  });

  const iosSafari = (version: string) =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version.replace('_', '.')} Mobile/15E148 Safari/604.1`;

  it.each(['14_8', '15_0', '15_8', '16_0', '16_3'])(
    'iOS %s (WebKit without lookbehind) cannot parse the scenes: unsupported, with no way on but the accessible version',
    (version) => {
      expect(deviceSupport({ userAgent: iosSafari(version), isTouch: true, features: OLD_WEBKIT })).toEqual({
        kind: 'unsupported',
        canRun: false,
      });
    },
  );

  it.each(['16_4', '16_7', '17_5', '18_0'])('iOS %s parses the scenes: supported', (version) => {
    expect(verdict(iosSafari(version))).toBe('supported');
  });

  it('tells WebKit by what it parses, not by the iOS version its user agent claims', () => {
    // A Chromium that says "iPhone OS 15_0" (a test browser's phone profile) parses the scenes.
    expect(verdict(iosSafari('15_0'), FULL)).toBe('supported');
    expect(deviceSupport({ userAgent: UA.iphoneSafari17, isTouch: true, features: OLD_WEBKIT })).toEqual({
      kind: 'unsupported',
      canRun: false,
    });
  });

  it('reads Chromium’s and Gecko’s versions from the user agent: Chrome 94+ and Firefox 93+', () => {
    expect(parsesTheScenes(UA.iphoneChrome)).toBe(true);
    expect(parsesTheScenes(UA.androidSamsung8)).toBe(false);
    expect(parsesTheScenes(UA.androidFirefox9)).toBe(false);
    expect(parsesTheScenes(UA.androidChromeReduced)).toBe(true);
    expect(parsesTheScenes(UA.androidChromeReduced.replace('Chrome/131', 'Chrome/93'))).toBe(false);
    expect(parsesTheScenes(UA.androidChromeReduced.replace('Chrome/131', 'Chrome/94'))).toBe(true);
  });

  it('a system outside the recommendation whose browser parses the scenes may go on', () => {
    expect(deviceSupport({ userAgent: UA.kaios.replace('Firefox/48.0', 'Firefox/115.0'), isTouch: true, features: FULL })).toEqual({
      kind: 'unsupported',
      canRun: true,
    });
  });

  it.each([
    ['Safari, iOS 17', UA.iphoneSafari17],
    ['Chrome on iOS', UA.iphoneChrome],
    ['iPadOS (a Mac user agent, with touch)', UA.ipadOs],
    ['Chrome on Android (reduced user agent)', UA.androidChromeReduced],
    ['Samsung Internet, Android 14', UA.androidSamsung14],
    ['an Android tablet asking for the desktop site', UA.androidTabletDesktopSite],
    ['a Windows touch laptop', UA.windowsTouch],
    ['a Chromebook with a touch screen', UA.chromebook],
  ])('%s: supported', (_name, userAgent) => {
    expect(verdict(userAgent)).toBe('supported');
  });

  it.each([
    ['Samsung Internet, Android 8 (a full user agent)', UA.androidSamsung8],
    ['Firefox, Android 9', UA.androidFirefox9],
    ['KaiOS', UA.kaios],
  ])('%s: unsupported', (_name, userAgent) => {
    expect(verdict(userAgent)).toBe('unsupported');
  });

  it('does not read an Android version from Chrome’s reduced user agent (it always says 10)', () => {
    expect(UA.androidChromeReduced).toContain('Android 10; K');
    expect(verdict(UA.androidChromeReduced, NOTHING)).toBe('supported');
  });

  it('never judges a computer without touch (it gets the /desktop notice)', () => {
    expect(verdict(UA.kaios, FULL, false)).toBe('supported');
  });

  it.each([
    ['TikTok', UA.tiktokAndroid, 'android'],
    ['TikTok', UA.tiktokIos, 'ios'],
    ['Snapchat', UA.snapchatIos, 'ios'],
    ['WeChat', UA.wechatAndroid, 'android'],
    ['Instagram', UA.instagramIos, 'ios'],
    ['Facebook', UA.facebookIos, 'ios'],
    [null, UA.androidWebView, 'android'],
  ])('%s’s own browser without the camera API: the in-app gate (%#)', (app, userAgent, platform) => {
    expect(inAppBrowserOf(userAgent)).toEqual({ app });
    expect(deviceSupport({ userAgent, isTouch: true, features: NO_CAMERA })).toEqual({
      kind: 'in-app-browser',
      app,
      platform,
      missing: ['camera'],
    });
  });

  it('names everything an in-app browser lacks, and lets one that has the sensor and camera APIs play', () => {
    expect(deviceSupport({ userAgent: UA.tiktokIos, isTouch: true, features: NOTHING })).toMatchObject({ missing: ['motion', 'camera'] });
    expect(verdict(UA.tiktokIos, FULL)).toBe('supported');
  });

  it('knows a real browser from an app’s', () => {
    for (const userAgent of [UA.iphoneSafari17, UA.iphoneChrome, UA.androidChromeReduced, UA.androidSamsung14])
      expect(inAppBrowserOf(userAgent)).toBeNull();
  });

  it('puts an old system before its app: an in-app browser on iOS 14 is unsupported', () => {
    expect(verdict(UA.iphoneSafari14.replace('Safari/604.1', 'Instagram 200.0'), { ...NO_CAMERA, sceneSyntax: false })).toBe('unsupported');
  });
});

describe('readDeviceFeatures', () => {
  it('finds the sensor and camera APIs by feature test', () => {
    expect(
      readDeviceFeatures({
        DeviceOrientationEvent: function DeviceOrientationEvent() {},
        navigator: { mediaDevices: { getUserMedia: () => undefined } },
      }),
    ).toEqual(FULL);
    expect(readDeviceFeatures({ navigator: {} })).toEqual(NOTHING);
    // An engine whose RegExp refuses lookbehind (WebKit before 16.4).
    const OldRegExp = function (pattern: string) {
      if (pattern.includes('(?<=')) throw new SyntaxError('Invalid regular expression: invalid group specifier name');
      return new RegExp(pattern);
    } as unknown as RegExpConstructor;
    expect(readDeviceFeatures({ navigator: {}, RegExp: OldRegExp })).toEqual({ ...NOTHING, sceneSyntax: false });
    expect(readDeviceFeatures({ DeviceOrientationEvent: function DeviceOrientationEvent() {}, navigator: { mediaDevices: {} } })).toEqual(
      NO_CAMERA,
    );
  });
});
