// @ts-check
// `npm run bench:size`: gzip bytes of the JavaScript a phone loads on / and on a chapter
// route, by chunk, from the production build served as `npm start` serves it.
// A benchmark that prints figures; the goal (/ at most 150 KB gzip) is reported, not asserted.
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { serveAll } from '@mission/shared/deploy/serve-all.mjs';
import { benchPorts } from './bench-ports.mjs';

// 8380-8383, or BENCH_PORT_BASE .. +3 (beside an e2e run or bench:scenes).
const ports = benchPorts(8380, process.env.BENCH_PORT_BASE);
if ('error' in ports) {
  console.error(ports.error);
  process.exit(1);
}
const PORTS = ports;
const GOAL_HOME_BYTES = 150 * 1024;
const ROUTES = ['/', '/army/fire'];

for (const app of ['shell', 'army', 'navy', 'air']) {
  if (!existsSync(new URL(`../${app}/dist/index.html`, import.meta.url))) {
    console.error(`${app}/dist is missing: run "npm run build" first.`);
    process.exit(1);
  }
}

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
const running = await serveAll({ env: { ...process.env, ...PORTS } });
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

try {
  for (const route of ROUTES) {
    const context = await browser.newContext({ ...devices['iPhone 13'] });
    const page = await context.newPage();
    /** @type {{ url: string, raw: number, gzip: number }[]} */
    const chunks = [];
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      pending.push(
        response.body().then((body) => {
          chunks.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(`${running.shellUrl}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await Promise.all(pending);
    const three = await page.evaluate(() => /** @type {any} */ (globalThis).__THREE__ ?? null);
    await context.close();

    chunks.sort((a, b) => b.gzip - a.gzip);
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
    console.log(`\n${route}  (${chunks.length} JS files, ${kb(total)} gzip)`);
    for (const chunk of chunks) {
      const { host, pathname } = new URL(chunk.url);
      console.log(`  ${kb(chunk.gzip).padStart(10)}  ${kb(chunk.raw).padStart(10)} raw  ${origin(host)}${pathname}`);
    }
    const remoteFiles = chunks.filter((chunk) => new URL(chunk.url).port !== PORTS.SHELL_PORT).length;
    const recorder = chunks.some((chunk) => /recorder|rrweb/i.test(chunk.url));
    console.log(`  three.js loaded: ${three ? `yes (r${three})` : 'no'}; remote files: ${remoteFiles}; session recorder: ${recorder ? 'yes' : 'no'}`);
    if (route === '/') {
      const verdict = total <= GOAL_HOME_BYTES && !three && remoteFiles === 0 && !recorder ? 'within' : 'OVER';
      console.log(`  goal: / at most ${kb(GOAL_HOME_BYTES)} gzip with no three, remote or recorder -> ${verdict}`);
    }
  }
} finally {
  await browser.close();
  await running.close();
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** @param {string} host */
function origin(host) {
  const port = host.split(':')[1];
  const app = Object.entries(PORTS).find(([, value]) => value === port)?.[0].replace('_PORT', '').toLowerCase();
  return `[${app ?? host}] `;
}
