// @ts-check
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

/**
 * Lighthouse's mobile performance audit of one page (its default: a mid-range phone, simulated
 * slow 4G and 4x CPU), in Debian's Chromium: the score (0-100) and the metrics behind it.
 *
 * @param {string} url
 * @param {string | undefined} chromePath
 * @returns {Promise<{ score: number, lcpMs: number, tbtMs: number, fcpMs: number, speedIndexMs: number }>}
 */
export async function lighthousePerformance(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    const metric = (/** @type {string} */ id) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      fcpMs: metric('first-contentful-paint'),
      speedIndexMs: metric('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}
