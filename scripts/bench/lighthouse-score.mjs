// @ts-check
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';

/** @typedef {{ score: number, lcpMs: number, tbtMs: number, fcpMs: number, speedIndexMs: number }} LighthouseFigures */

/**
 * Lighthouse's mobile performance audit (its default: a mid-range phone, simulated slow 4G and
 * 4x CPU) in Debian's Chromium: `runs` audits of one page, each in a fresh Chromium, and the
 * one Lighthouse itself calls the median run (closest to the median first paint and time to
 * interactive; its answer to a score that moves from run to run on one machine), with its
 * score (0-100) and the metrics behind it. Every run's figures are kept beside it, so the
 * spread (and the worst run with its blocking time) is printed, not hidden.
 *
 * @param {string} url
 * @param {string | undefined} chromePath
 * @param {number} runs
 * @returns {Promise<{ median: LighthouseFigures, every: LighthouseFigures[] }>}
 */
export async function lighthouseMedianRun(url, chromePath, runs) {
  /** @type {any[]} */
  const reports = [];
  for (let run = 0; run < Math.max(1, runs); run += 1) reports.push(await auditOnce(url, chromePath));
  // A run without a first paint or a time to interactive cannot be placed; with none left, the caller reports the audit as failed.
  const valid = filterToValidRuns(reports);
  if (valid.length === 0) throw new Error(`no Lighthouse run of ${url} measured both a first paint and a time to interactive`);
  return { median: figuresOf(computeMedianRun(valid)), every: reports.map(figuresOf) };
}

/**
 * @param {string} url
 * @param {string | undefined} chromePath
 * @returns {Promise<any>} Lighthouse's result (LH.Result)
 */
async function auditOnce(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * @param {any} lhr Lighthouse's result (LH.Result)
 * @returns {LighthouseFigures}
 */
function figuresOf(lhr) {
  const metric = (/** @type {string} */ id) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    speedIndexMs: metric('speed-index'),
  };
}
