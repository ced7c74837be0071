// @ts-check
import { devices } from '@playwright/test';
import { recordScriptResponses } from './script-responses.mjs';

/**
 * The JavaScript a phone loads for one route, file by file, gzip level 9 (what a server
 * with gzip on sends), from a fresh context: nothing cached.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<{ files: { url: string, raw: number, gzip: number }[], gzip: number, raw: number }>}
 */
export async function routeJavaScript(browser, url) {
  const context = await browser.newContext({ ...devices['iPhone 13'] });
  const page = await context.newPage();
  const scripts = recordScriptResponses(page);
  /** @type {{ url: string, raw: number, gzip: number }[]} */
  let files;
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // A chapter's scene chunks arrive after the route's own: wait for its stage, if it has one.
    await page
      .locator('.kit-stage, .kit-briefing, h1')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    files = await scripts.files();
  } finally {
    await context.close();
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0), raw: files.reduce((sum, file) => sum + file.raw, 0) };
}
