import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from '../support/quality-pin';
import { iosSensors, MOTION_DENIED, SENSORS_GRANTED } from '../support/ios-sensors';
import { seriousViolations } from '../support/axe-serious';
import { FIRST_VISIT } from '../support/journey-facts';

/**
 * A visitor on a phone, in both languages: start → language → intro → how-to → permission →
 * portal → Mission Select; a computer sent to /desktop with its language's QR code; the
 * rotate and incompatible-browser gates; an unknown address → 404 → back to the experience.
 * axe runs on every shell screen (no serious or critical violation) and each screen's
 * picture is attached to the report.
 */

/** A camera that films a flat dark olive picture (no fake-media launch flags in this suite). */
const FAKE_CAMERA = () => {
  const getUserMedia = async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#2b3320';
      context.fillRect(0, 0, 64, 64);
    }
    return canvas.captureStream(5);
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
};

const NO_WEBGL = () => {
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
    if (/webgl/.test(type)) return null;
    return (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
  } as typeof HTMLCanvasElement.prototype.getContext;
};

/** The screen is shown (its h1), passes axe, and its picture goes into the report. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.locator('h1')).toHaveCount(1);
  // Let entrances and the page fade finish before axe reads colours.
  await page.waitForTimeout(700);
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** The first visit's copy, shared with the WebKit and Gecko smoke journey (e2e/support/journey-facts.ts). */
const JOURNEYS = [
  { lang: 'en-CA', prefix: '', ...FIRST_VISIT.en, percent: /^\d+% complete$/ },
  { lang: 'fr-CA', prefix: '/fr', ...FIRST_VISIT.fr, percent: /^Progression\u00a0: \d+\u00a0%$/ },
] as const;

test.describe('a visitor on a phone', () => {
  for (const journey of JOURNEYS) {
    test(`${journey.lang}: start → language → intro → how-to → permission → portal → Mission Select`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await page.addInitScript(iosSensors, SENSORS_GRANTED);
      await page.addInitScript(FAKE_CAMERA);
      const threeLoadedOnStart: string[] = [];
      page.on('request', (request) => {
        if (/three|portal-scene/i.test(request.url())) threeLoadedOnStart.push(request.url());
      });

      await page.goto('/');
      await checkScreen(page, testInfo, `${journey.lang} home`, FIRST_VISIT.en.home);
      expect(threeLoadedOnStart).toEqual([]);
      await page.getByRole('link', { name: journey.start }).click();

      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/intro$`));
      await expect(page.locator('html')).toHaveAttribute('lang', journey.lang);
      await checkScreen(page, testInfo, `${journey.lang} intro`, journey.intro);
      await page.getByRole('button', { name: journey.introNext }).click();

      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/how-to$`));
      await checkScreen(page, testInfo, `${journey.lang} how-to`, journey.howTo);
      await page.getByRole('button', { name: journey.howToNext }).click();

      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/permission$`));
      await checkScreen(page, testInfo, `${journey.lang} permission`, journey.permission);
      await page.getByRole('button', { name: journey.grant }).click();

      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/portal$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.portal);
      const canvas = page.getByTestId('portal-scene').locator('canvas');
      await expect(canvas).toBeVisible();
      await expect(page.locator('section.portal')).toHaveAttribute('data-camera', 'granted');
      await checkScreen(page, testInfo, `${journey.lang} portal`, journey.portal);
      // The doorway stands straight ahead: a tap in the middle of the scene goes through it.
      await canvas.click();
      await expect(page.getByTestId('portal-video')).toBeVisible();

      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/select$`), { timeout: 20_000 });
      await checkScreen(page, testInfo, `${journey.lang} select`, journey.select);
      await expect(page.getByTestId('percent-army')).toHaveText(journey.percent);

      // The way in remembers what is done: after a reload only the iOS sensor tap (never
      // remembered across page loads) stands between the visitor and Mission Select.
      await page.goto(`${journey.prefix}/experience`);
      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/permission$`));
      await page.getByRole('button', { name: journey.grant }).click();
      await expect(page).toHaveURL(new RegExp(`${journey.prefix}/select$`));
    });
  }

  test('straight to the portal: motion asked from a Continue tap; without a camera the doorway opens in the sky', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(iosSensors, SENSORS_GRANTED);
    await page.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true }));
    await page.goto('/portal');
    await checkScreen(page, testInfo, 'motion requesting gate', 'Motion access needed');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('section.portal')).toHaveAttribute('data-camera', 'unavailable');
    await expect(page.getByText('No camera: the doorway opens in the sky instead.')).toBeVisible();
    await checkScreen(page, testInfo, 'portal sky', 'Step through the portal');
  });

  test('Mission Accomplished once every mission is done', async ({ page }, testInfo) => {
    const done = [true, true];
    const sectionProgress = {
      army: { fire: done, flood: done, mudslide: done, end: [true] },
      navy: { distress: done, response: done, overboard: done, end: [true] },
      air: { stratosphere: done, airdrop: done, received: done, end: [true] },
    };
    await page.addInitScript(
      (record) => localStorage.setItem('mission.progress.v1', record),
      JSON.stringify({
        version: 1,
        data: { sectionProgress, currentSection: null, currentChapter: null, currentLevel: null, userIdle: false, tasksCompleted: 0 },
      }),
    );
    await page.goto('/select');
    await page.getByRole('link', { name: 'See the final screen' }).click();
    await checkScreen(page, testInfo, 'mission accomplished', 'Mission accomplished');
    await expect(page.getByRole('link', { name: /See job openings/ })).toHaveAttribute('href', 'https://forces.ca/en/careers/');
    await page.goto('/fr/mission-accomplished');
    await expect(page.getByRole('link', { name: /Voir les offres d’emploi/ })).toHaveAttribute('href', 'https://forces.ca/fr/carrieres/');
  });

  test('an unknown address → 404 → Return to the experience, in both languages', async ({ page }, testInfo) => {
    await page.goto('/no/such/page');
    await checkScreen(page, testInfo, '404 en', 'This page doesn’t exist');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('This page doesn’t exist | Forces Missions');
    await page.getByRole('link', { name: 'Return to the experience' }).click();
    await expect(page).toHaveURL(/\/select$/);

    await page.goto('/fr/nulle-part');
    await checkScreen(page, testInfo, '404 fr', 'Cette page n’existe pas');
    await expect(page).toHaveTitle('Cette page n’existe pas | Missions des Forces');
    await page.getByRole('link', { name: 'Retour à l’expérience' }).click();
    await expect(page).toHaveURL(/\/fr\/select$/);
  });
});

/** A camera the visitor refused: the browser answers NotAllowedError. */
const CAMERA_REFUSED = () => {
  const getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
};

test.describe('the gates in front of the portal', () => {
  test('camera refused: the motion question, then the camera said and asked, "Camera access denied" with Refresh, or on to the sky', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(iosSensors, SENSORS_GRANTED);
    await page.addInitScript(CAMERA_REFUSED);
    await page.goto('/portal');
    // The camera waits for the motion question (a tap on iOS), so the two are never asked at once.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motion access needed');
    await page.getByRole('button', { name: 'Continue' }).click();
    await checkScreen(page, testInfo, 'camera denied gate', 'Camera access denied');
    await expect(page.getByText(/You can still play without it: the portal opens in the sky instead/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue without the camera' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step through the portal');
    await expect(page.locator('section.portal')).toHaveAttribute('data-camera', 'refused');
    await expect(page.getByText('No camera: the doorway opens in the sky instead.')).toBeVisible();
  });

  test('the portal says why before the browser asks for the camera, in both languages', async ({ page }, testInfo) => {
    // A prompt the visitor has not answered yet.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: () => new Promise(() => undefined) }, configurable: true }),
    );
    await page.addInitScript(iosSensors, SENSORS_GRANTED);
    await page.goto('/portal');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('camera-ask')).toHaveText('Camera access needed Allow camera access when your browser asks.');
    await checkScreen(page, testInfo, 'portal asking for the camera', 'Step through the portal');
    await page.goto('/fr/portal');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByTestId('camera-ask')).toHaveText(/^Accès à la caméra requis /);
  });

  test('the camera is released when the portal closes: every track ends', async ({ page }) => {
    await page.addInitScript(FAKE_CAMERA);
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      const open = devices.getUserMedia.bind(devices);
      const opened: MediaStream[] = [];
      Object.assign(window, { openedStreams: opened });
      Object.defineProperty(navigator, 'mediaDevices', {
        value: { getUserMedia: async (...args: Parameters<MediaDevices['getUserMedia']>) => opened[opened.push(await open(...args)) - 1] },
        configurable: true,
      });
    });
    await page.addInitScript(iosSensors, SENSORS_GRANTED);
    await page.goto('/portal');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('section.portal')).toHaveAttribute('data-camera', 'granted');
    const liveTracks = () =>
      page.evaluate(
        () =>
          (window as unknown as { openedStreams: MediaStream[] }).openedStreams
            .flatMap((stream) => stream.getTracks())
            .filter((track) => track.readyState === 'live').length,
      );
    expect(await liveTracks()).toBe(1);
    await page.getByRole('button', { name: 'Enter the portal' }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page).toHaveURL(/\/select$/);
    await expect.poll(liveTracks).toBe(0);
  });

  test('motion refused: "Motion access denied", in both languages', async ({ page }, testInfo) => {
    await page.addInitScript(iosSensors, MOTION_DENIED);
    await page.addInitScript(FAKE_CAMERA);
    await page.goto('/portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motion access needed');
    await page.getByRole('button', { name: 'Continue' }).click();
    await checkScreen(page, testInfo, 'motion denied gate', 'Motion access denied');
    await expect(page.getByText(/You can still play: drag across the screen to look around/)).toBeVisible();
    await page.goto('/fr/portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès aux capteurs de mouvement requis');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès aux capteurs de mouvement refusé');
  });
});

/**
 * WebKit before Safari 16.4, as far as the page can tell: its RegExp refuses lookbehind (and its
 * parser, class static blocks). Chromium cannot be made to refuse the syntax, so the constructor
 * the page's feature test uses answers as that engine does.
 */
const OLD_WEBKIT = () => {
  const Native = RegExp;
  const Old = function (pattern: string | RegExp, flags?: string) {
    const source = pattern instanceof Native ? pattern.source : String(pattern);
    if (/\(\?<[=!]/.test(source)) throw new SyntaxError('Invalid regular expression: invalid group specifier name');
    return new Native(pattern, flags);
  };
  Object.setPrototypeOf(Old, Native);
  Old.prototype = Native.prototype;
  Object.defineProperty(window, 'RegExp', { value: Old, configurable: true, writable: true });
};

test.describe('an iPhone on iOS 16.3, which cannot parse the scenes (class static blocks need 16.4)', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1',
  });

  test('sees the unsupported-device screen with the recommendations, and goes on to the accessible version', async ({ page }, testInfo) => {
    await page.addInitScript(OLD_WEBKIT);
    await page.goto('/select');
    await checkScreen(page, testInfo, 'unsupported device gate', 'Unsupported device');
    await expect(page.getByText('iOS 16.4 or later, Android 10 or later')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Use the accessible version' }).click();
    await expect(page).toHaveURL(/\/accessible$/);
    await page.goto('/fr/army/fire');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appareil non pris en charge');
    await expect(page.getByRole('link', { name: 'Utiliser la version accessible' })).toHaveAttribute('href', '/fr/accessible');
  });
});

test.describe('TikTok’s built-in browser, without the camera API', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-A536W Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330404 AppName/musical_ly BytedanceWebview/d8a21c6',
  });

  test('says so, offers the phone’s browser and the accessible version, and goes on with touch controls', async ({ page }, testInfo) => {
    // An app's WebView that gives the page no camera API (the page cannot tell whether the app would grant it).
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'mediaDevices', { get: () => undefined }));
    await page.goto('/select');
    await checkScreen(page, testInfo, 'in-app browser gate', 'Open this page in your browser');
    await expect(page.getByText(/The browser built into TikTok can’t open your camera/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in my browser' })).toHaveAttribute(
      'href',
      /^intent:\/\/[^/]+\/select#Intent;scheme=http;/,
    );
    await expect(page.getByRole('link', { name: 'Use the accessible version' })).toHaveAttribute('href', '/accessible');
    await page.getByRole('button', { name: 'Continue with touch controls' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
  });
});

test.describe('a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, screen: { width: 844, height: 390 } });

  test('sees the rotate gate on immersive pages, never on /accessible', async ({ page }, testInfo) => {
    await page.goto('/intro');
    await checkScreen(page, testInfo, 'rotate gate', 'Return to portrait mode');
    await expect(page.getByText('Turn your phone upright')).toBeVisible();
    await expect(page.getByTestId('gate-rotate-device').getByRole('button')).toHaveCount(0);
    await page.goto('/fr/intro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Revenez en mode portrait');
    await page.goto('/accessible');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission select');
  });
});

test.describe('a browser without WebGL', () => {
  test('sees the incompatible-browser gate, without a button', async ({ page }, testInfo) => {
    await page.addInitScript(NO_WEBGL);
    await page.goto('/select');
    await checkScreen(page, testInfo, 'incompatible gate', 'Incompatible browser');
    await expect(page.getByText('Open this page in Safari or Chrome')).toBeVisible();
    await expect(page.getByTestId('gate-incompatible-browser').getByRole('button')).toHaveCount(0);
    await page.goto('/fr/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Navigateur incompatible');
  });
});

test.describe('a visitor on a computer', () => {
  test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  for (const [prefix, lang, title, qr] of [
    // The build serves it under a content-hashed name (cached for a year).
    ['', 'en', 'This experience is made for phones', /^\/qr\/experience-en\.[0-9a-f]{10}\.svg$/],
    ['/fr', 'fr', 'Cette expérience est conçue pour les téléphones', /^\/qr\/experience-fr\.[0-9a-f]{10}\.svg$/],
  ] as const) {
    test(`${lang}: /experience leads to /desktop with the ${lang} QR code`, async ({ page }, testInfo) => {
      await page.goto(`${prefix}/experience`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/desktop$`));
      await checkScreen(page, testInfo, `desktop ${lang}`, title);
      const image = page.getByTestId('desktop-qr');
      await expect(image).toHaveAttribute('src', qr);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      const svg = await (await page.request.get((await image.getAttribute('src'))!)).text();
      expect(svg).toMatch(/^<svg/);
    });
  }
});
