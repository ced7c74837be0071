import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { EngineSession } from './engine-session';

const FIREFOX = '/usr/bin/firefox-esr';
const PHONE = { width: 390, height: 844 };

/**
 * Gecko: Debian's Firefox ESR over WebDriver BiDi, Firefox's own remote protocol (no
 * geckodriver), driven by puppeteer-core with `executablePath`. A window on the virtual display
 * rather than headless: Firefox draws WebGL only there. Prefs make it a touch device with a
 * camera that films a test pattern, asked without a prompt (there is no one to answer it).
 */
export async function startGecko(display: string): Promise<EngineSession> {
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: false,
      env: { ...process.env, DISPLAY: display },
      extraPrefsFirefox: {
        'dom.w3c_touch_events.enabled': 1,
        'media.navigator.streams.fake': true,
        'media.navigator.permission.disabled': true,
        'media.autoplay.default': 0,
      },
    });
  } catch (error) {
    throw new Error(`Firefox ESR did not start (apt-get install -y firefox-esr): ${(error as Error).message}`, { cause: error });
  }
  const page: Page = await browser.newPage();
  await page.setViewport({ ...PHONE, hasTouch: true, isMobile: true });
  const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  return {
    engine: 'Gecko',
    initScripts: true,
    viewport,
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: async () => page.url(),
    evaluate: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as never,
    addInitScript: async (fn, arg) => {
      await page.evaluateOnNewDocument(fn, arg);
    },
    tap: async ({ x, y }) => {
      await page.touchscreen.tap(x, y);
    },
    touchDown: async ({ x, y }) => {
      await page.touchscreen.touchStart(x, y);
    },
    release: async () => {
      await page.touchscreen.touchEnd();
    },
    drag: async (from, by) => {
      await page.touchscreen.touchStart(from.x, from.y);
      for (let step = 1; step <= 16; step += 1) await page.touchscreen.touchMove(from.x + (by.x * step) / 16, from.y + (by.y * step) / 16);
      await page.touchscreen.touchEnd();
    },
    press: async (key) => {
      await page.keyboard.press(key);
    },
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: async () => {
      await browser.close();
    },
  };
}
