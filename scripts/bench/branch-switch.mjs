// @ts-check
/* global document -- page.waitForFunction callbacks run in the browser */
import { devices } from '@playwright/test';
import { throttleLikeSlowPhone } from './throttled-phone.mjs';

/**
 * From the tap on a branch's first chapter on Mission Select to its revealed scene, on the
 * slow phone (throttled-phone.mjs), Mission Select already loaded and nothing else cached:
 * `shown` when the chapter's first screen (its briefing or its scene) appears, `revealed`
 * when its scene is revealed, the briefing skipped the moment it shows (the scene's own
 * chunks and media load behind the briefing).
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} selectUrl Mission Select's URL
 * @param {string} chapterPath e.g. /<branch>/<chapter>
 * @returns {Promise<{ shown: number, revealed: number }>}
 */
export async function branchSwitch(browser, selectUrl, chapterPath) {
  const context = await browser.newContext({ ...devices['iPhone 13'] });
  const page = await context.newPage();
  try {
    await throttleLikeSlowPhone(page);
    await page.goto(selectUrl, { waitUntil: 'networkidle', timeout: 120_000 });
    // The app has taken the page over (docs/prerendered-pages.md): the tap goes through its router.
    await page.waitForFunction(() => Object.keys(document.querySelector('#root') ?? {}).some((key) => key.startsWith('__reactContainer')), undefined, { timeout: 120_000 });
    const link = page.locator(`a[href="${chapterPath}"]`);
    const skip = page.getByRole('button', { name: 'Skip' });
    const revealed = page.locator('.kit-stage[data-revealed="true"]');
    const started = Date.now();
    await link.tap();
    await skip.or(revealed).waitFor({ state: 'attached', timeout: 120_000 });
    const shown = Date.now() - started;
    if (await skip.isVisible()) await skip.tap();
    await revealed.waitFor({ state: 'attached', timeout: 120_000 });
    return { shown, revealed: Date.now() - started };
  } finally {
    await context.close();
  }
}
