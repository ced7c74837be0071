// @ts-check
/* global document, window, MutationObserver, requestAnimationFrame, HTMLElement -- page callbacks run in the browser */
import { devices } from '@playwright/test';
import { throttleLikeSlowPhone } from './throttled-phone.mjs';

/** How long the visitor has been on Mission Select before the tap: the prefetch has had its idle time (docs/decisions.md, "Lazy weight"). */
export const DWELL_MS = 3000;

/**
 * From the tap on a branch's first chapter on Mission Select to its revealed scene, on the
 * slow phone (throttled-phone.mjs), Mission Select loaded and looked at for DWELL_MS, nothing
 * else cached: `shown` when the chapter's first screen (its briefing or its scene) appears,
 * `revealed` when its scene is revealed, the briefing skipped the moment it shows (the
 * scene's own chunks and media load behind the briefing).
 *
 * Both are read on the page's own clock, from the touch to the end of the first frame after the
 * change (the frame drawn and handed over, not merely begun): the test runner's polling of a
 * throttled page lags by half a second or more, which is not time a visitor waits. `runner` keeps the runner's view of the reveal for comparison.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} selectUrl Mission Select's URL
 * @param {string} chapterPath e.g. /<branch>/<chapter>
 * @returns {Promise<{ shown: number, revealed: number, revealedBegun: number, runner: number }>}
 */
export async function branchSwitch(browser, selectUrl, chapterPath) {
  const context = await browser.newContext({ ...devices['iPhone 13'] });
  const page = await context.newPage();
  try {
    await throttleLikeSlowPhone(page);
    await page.goto(selectUrl, { waitUntil: 'networkidle', timeout: 120_000 });
    // The app has taken the page over (docs/prerendered-pages.md): the tap goes through its router.
    await page.waitForFunction(
      () => Object.keys(document.querySelector('#root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      undefined,
      { timeout: 120_000 },
    );
    await page.waitForTimeout(DWELL_MS);
    await page.evaluate(watchTapToScene);
    const link = page.locator(`a[href="${chapterPath}"]`);
    const started = Date.now();
    await link.tap();
    await page.waitForFunction(() => /** @type {any} */ (window).__tapToScene?.revealed !== undefined, undefined, {
      timeout: 120_000,
      polling: 100,
    });
    const runner = Date.now() - started;
    /** @type {{ tap?: number, shown?: number, revealed?: number, revealedBegun?: number } | undefined} */
    const times = await page.evaluate(() => /** @type {any} */ (window).__tapToScene);
    if (
      !times ||
      times.tap === undefined ||
      times.shown === undefined ||
      times.revealed === undefined ||
      times.revealedBegun === undefined
    ) {
      throw new Error('the page did not record the tap and the reveal');
    }
    const since = (/** @type {number} */ at) => Math.round(at - /** @type {number} */ (times.tap));
    return { shown: since(times.shown), revealed: since(times.revealed), revealedBegun: since(times.revealedBegun), runner };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page: notes the touch, the first frame with the chapter's first screen, and the
 * first frame with its scene revealed, each when that frame's work is done; presses the briefing's Skip the moment it shows.
 */
function watchTapToScene() {
  /** @type {{ tap?: number, shown?: number, revealed?: number, revealedBegun?: number }} */
  const times = {};
  /** @type {any} */ (window).__tapToScene = times;
  document.addEventListener('touchstart', () => (times.tap ??= performance.now()), { capture: true, once: true });
  // The frame's own task ends once its drawing is handed to the compositor (with a software GPU,
  // once the GPU has drawn it): a message posted from its animation-frame callback runs then.
  // `revealedBegun` keeps when that frame began: the part of the wait that is the page's own
  // work and network, before the GPU draws (a software one on this machine: docs/running.md, "Benchmarks").
  /** @param {'shown' | 'revealed'} key */
  const atNextFrame = (key) =>
    requestAnimationFrame((begun) => {
      if (key === 'revealed') times.revealedBegun ??= begun;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (times[key] ??= performance.now());
      channel.port2.postMessage(null);
    });
  let skipped = false;
  const observer = new MutationObserver(() => {
    if (times.tap === undefined) return;
    const skip = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Skip');
    const stage = document.querySelector('.kit-stage[data-revealed="true"]');
    if ((skip || stage) && times.shown === undefined) atNextFrame('shown');
    if (skip instanceof HTMLElement && !skipped) {
      skipped = true;
      skip.click();
    }
    if (stage) {
      observer.disconnect();
      atNextFrame('revealed');
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-revealed'] });
}
