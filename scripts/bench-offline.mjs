// @ts-check
// `npm run bench:offline`: the offline worker's figures (docs/decisions.md, "The service
// worker"), from the production build served as `npm start` serves it. It prints; it asserts
// nothing.
//   1. LCP of / and /select on the slow phone: a first visit, a second visit answered by the
//      worker, and a static copy of the same screen (the floor);
//   2. the bytes the network carries for a chapter already visited (the worker's own fetches);
//   3. the JavaScript / runs before the page's load (the worker's registration comes after).
// BENCH_RUNS (default 3) sets the loads per median; BENCH_PORT_BASE moves its ports (base .. base+5).
/* global window -- the evaluated functions run in the page */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';
import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';
import { BRANCH_LIST } from '@mission/content/branch-list';
import { benchPorts } from './bench-ports.mjs';
import { kb, median, printTable, seconds } from './bench/bench-figures.mjs';
import { chapterSoundsAsked } from './bench/chapter-sounds-asked.mjs';
import { largestContentfulPaint } from './bench/largest-contentful-paint.mjs';
import { serveStaticCopy } from './bench/static-copy.mjs';
import { describeSlowPhone, throttleLikeSlowPhone } from './bench/throttled-phone.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WORK = path.join(ROOT, '.tmp', 'bench-offline');
const SCREENS = ['/', '/select'];
const CHAPTER = `/${BRANCH_LIST[0].name}/${BRANCH_LIST[0].chapters[0].name}`;
const runs = Math.max(1, Math.min(9, Number(process.env.BENCH_RUNS ?? 3) || 3));
const ports = benchPorts(8780, process.env.BENCH_PORT_BASE);
if ('error' in ports) {
  console.error(ports.error);
  process.exit(1);
}
const base = Number(ports.SHELL_PORT);
if (!existsSync(path.join(ROOT, 'shell', 'dist', 'sw.js'))) {
  console.error('shell/dist/sw.js is missing: run "npm run build" first.');
  process.exit(1);
}

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((file) => file && existsSync(file));
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox', '--no-first-run'] });
const running = await serveAll({ env: { ...process.env, ...ports, MIXPANEL_TOKEN: '' } });
/** @type {{ close: () => Promise<void> }[]} */
const copies = [];

/**
 * Waits until the chapter has asked for its sounds (chapter-sounds-asked.mjs) and, with `kept`,
 * until the worker holds every one.
 * @param {import('@playwright/test').Page} page
 * @param {boolean} kept
 */
async function untilSoundsAsked(page, kept) {
  const owner = kept ? `mission-owner-${CHAPTER.split('/')[1]}` : undefined;
  await page.waitForFunction(chapterSoundsAsked, { soundPath: '/sounds/', owner }, { timeout: 60_000, polling: 250 });
  await page.waitForLoadState('networkidle');
}

/** A context whose worker has claimed its page, with / and /select (and the chapter, if asked) visited. */
async function visitedContext({ chapter = false } = {}) {
  const context = await browser.newContext({ ...devices['iPhone 13'], serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(`${running.shellUrl}/`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  await page.goto(`${running.shellUrl}/select`);
  if (chapter) {
    await page.goto(`${running.shellUrl}${CHAPTER}`);
    const skip = page.getByRole('button', { name: 'Skip' });
    const revealed = page.locator('.kit-stage[data-revealed="true"]');
    await skip.or(revealed).first().waitFor({ timeout: 60_000 });
    if (await skip.isVisible()) await skip.click();
    await revealed.waitFor({ state: 'attached', timeout: 60_000 });
    await untilSoundsAsked(page, true);
  }
  await page.close();
  return context;
}

/** The LCP of one load in a context that has the worker (the second visit). */
async function secondVisitLcp(context, url) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    /** @type {number[]} */
    const entries = [];
    Object.assign(window, { __offlineLcp: entries });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) entries.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await throttleLikeSlowPhone(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const entries = /** @type {number[]} */ (await page.evaluate(() => /** @type {any} */ (window).__offlineLcp));
  await page.close();
  return entries.at(-1) ?? Number.NaN;
}

try {
  console.log(`npm run bench:offline, ${new Date().toISOString()}, ${runs} load(s) per median`);
  console.log(
    `\n1. Largest Contentful Paint on a slow phone (${describeSlowPhone()}): first visit, second visit from the worker, static copy`,
  );
  /** @type {string[][]} */
  const lcpRows = [];
  for (const [index, route] of SCREENS.entries()) {
    const copy = await serveStaticCopy(browser, running.shellUrl, route, WORK, base + 4 + index);
    copies.push(copy);
    const first = [];
    const second = [];
    const floor = [];
    for (let run = 0; run < runs; run += 1) {
      first.push((await largestContentfulPaint(browser, `${running.shellUrl}${route}`)).ms);
      const context = await visitedContext();
      second.push(await secondVisitLcp(context, `${running.shellUrl}${route}`));
      await context.close();
      floor.push((await largestContentfulPaint(browser, `${copy.url}/`)).ms);
    }
    lcpRows.push([route, seconds(median(first)), seconds(median(second)), seconds(median(floor))]);
  }
  printTable(['screen', 'first visit', 'second visit (worker)', 'static copy'], lcpRows);

  console.log(`\n2. Over the network for ${CHAPTER} already visited (the worker's own fetches, online)`);
  const context = await visitedContext({ chapter: true });
  /** @type {import('@playwright/test').Request[]} */
  const fetched = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) fetched.push(request);
  });
  const page = await context.newPage();
  /** @type {string[]} */
  const notFromWorker = [];
  page.on('response', (response) => {
    if (!response.fromServiceWorker() && !response.url().startsWith('data:')) notFromWorker.push(response.url());
  });
  await page.goto(`${running.shellUrl}${CHAPTER}`);
  await page.locator('.kit-stage[data-revealed="true"], .kit-briefing').first().waitFor({ state: 'attached', timeout: 60_000 });
  await untilSoundsAsked(page, false);
  /** @type {string[][]} */
  const rows = [];
  let total = 0;
  for (const request of fetched) {
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
    total += sizes.responseBodySize + sizes.responseHeadersSize;
    rows.push([new URL(request.url()).pathname, kb(sizes.responseBodySize + sizes.responseHeadersSize)]);
  }
  printTable(['file', 'bytes (body + headers)'], rows);
  console.log(
    `  ${fetched.length} fetches, ${kb(total)} in all; answered without the worker: ${notFromWorker.length ? notFromWorker.join(', ') : 'none'}`,
  );
  await context.close();

  console.log('\n3. JavaScript / runs before its load event (first visit, transferred bytes), and after it');
  const fresh = await browser.newContext({ ...devices['iPhone 13'], serviceWorkers: 'allow' });
  const home = await fresh.newPage();
  await home.goto(`${running.shellUrl}/`, { waitUntil: 'load' });
  await home.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
  const split = await home.evaluate(() => {
    const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
    const loadEnd = navigation?.loadEventStart ?? 0;
    const scripts = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter((entry) =>
      entry.name.endsWith('.js'),
    );
    const sum = (/** @type {PerformanceResourceTiming[]} */ list) => list.reduce((bytes, entry) => bytes + entry.encodedBodySize, 0);
    const before = scripts.filter((entry) => entry.responseEnd <= loadEnd);
    const after = scripts.filter((entry) => entry.responseEnd > loadEnd);
    return {
      before: sum(before),
      beforeFiles: before.length,
      after: sum(after),
      afterFiles: after.map((entry) => entry.name.split('/').pop()),
    };
  });
  console.log(
    `  before load: ${kb(split.before)} in ${split.beforeFiles} files; after load: ${kb(split.after)} (${split.afterFiles.join(', ')})`,
  );
  await fresh.close();
} finally {
  await Promise.all(copies.map((copy) => copy.close()));
  await running.close();
  await browser.close();
}
