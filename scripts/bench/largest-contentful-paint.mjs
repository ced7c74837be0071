// @ts-check
/* global window -- the init script runs in the page */
import { devices } from '@playwright/test';
import { throttleLikeSlowPhone } from './throttled-phone.mjs';

/**
 * The Largest Contentful Paint of one page load on the slow phone (throttled-phone.mjs), fresh
 * context, nothing cached: the last LCP entry once the network is idle and a second has passed.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<{ ms: number, element: string }>}
 */
export async function largestContentfulPaint(browser, url) {
  const context = await browser.newContext({ ...devices['iPhone 13'] });
  const page = await context.newPage();
  await page.addInitScript(() => {
    /** @type {{ ms: number, element: string }[]} */
    const entries = [];
    Object.assign(window, { __benchLcp: entries });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = /** @type {{ element?: Element | null }} */ (entry).element;
        entries.push({
          ms: entry.startTime,
          element: element
            ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
            : '?',
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  try {
    await throttleLikeSlowPhone(page);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(1000);
    const entries = /** @type {{ ms: number, element: string }[]} */ (await page.evaluate(() => /** @type {any} */ (window).__benchLcp));
    const last = entries.at(-1);
    return last ?? { ms: Number.NaN, element: 'none' };
  } finally {
    await context.close();
  }
}
