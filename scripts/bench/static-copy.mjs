// @ts-check
/* global document -- page.evaluate callbacks run in the browser */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devices } from '@playwright/test';
import { startStaticAppServer } from '@mission/tooling/deploy/static-app-server.mjs';

/**
 * A static copy of a screen as the app shows it once settled: its DOM without any script, and
 * its stylesheets, written into `dir` (index.html at the root, CSS at the same paths), to be
 * served the same way as the app. The LCP of the app's page next to this copy's is what our
 * JavaScript costs the first paint.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} dir emptied first
 */
export async function writeStaticCopy(browser, url, dir) {
  const context = await browser.newContext({ ...devices['iPhone 13'] });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { html, stylesheets } = await page.evaluate(() => {
      const copy = /** @type {HTMLElement} */ (document.documentElement.cloneNode(true));
      for (const element of copy.querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"], link[rel="prefetch"]'))
        element.remove();
      const sheets = [...copy.querySelectorAll('link[rel="stylesheet"]')].map(
        (link) => new URL(/** @type {HTMLLinkElement} */ (link).href).pathname,
      );
      return { html: `<!doctype html>${copy.outerHTML}`, stylesheets: sheets };
    });
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), html);
    for (const sheet of stylesheets) {
      const response = await page.request.get(new URL(sheet, url).href);
      const file = path.join(dir, sheet);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await response.body());
    }
    return { stylesheets: stylesheets.length };
  } finally {
    await context.close();
  }
}

/**
 * The static copy of one of the app's screens, written under `workDir` and served on `port`
 * as the app is: the floor each bench sets our LCP against. The caller closes the server.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string} appUrl the app's origin
 * @param {string} route the screen, e.g. / or /select
 * @param {string} workDir
 * @param {number} port
 */
export async function serveStaticCopy(browser, appUrl, route, workDir, port) {
  const dir = path.join(workDir, 'static-copy', route === '/' ? 'home' : route.slice(1));
  await writeStaticCopy(browser, `${appUrl}${route}`, dir);
  return startStaticAppServer({ root: dir, port, allowOrigins: '*', remoteOrigins: [] });
}
