// @ts-check
// `node scripts/bench/monolith/check-monolith.mjs [--port N] [--no-build] [--federated]`
// Checks that the monolith the bench compares us with is a working app, not
// just a bundle: builds it, serves it, opens the first chapter of each branch on an iPhone 13
// profile and says whether its scene was revealed without an uncaught page error. Prints the
// JavaScript each route loaded, the build's total JavaScript and its build time (with
// --federated, the four federated builds' time too). A check for the bench, not a test: the
// exit code is 1 when a chapter failed, and nothing else is asserted.
//   --port N     serve on N (default: any free port)
//   --no-build   reuse the last build in .tmp/monolith
//   --federated  also time the four federated builds (about four minutes on two cores)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { buildMonolith } from './build-monolith.mjs';
import { timeFederatedBuild } from './mf-build-time.mjs';
import { serveMonolith } from './serve-monolith.mjs';
import { BRANCH_LIST } from '@mission/content/branch-list';
import { recordScriptResponses } from '../script-responses.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OUT_DIR = path.join(REPO_ROOT, '.tmp/monolith');
/** The first chapter of each branch of the list of branches. */
const ROUTES = BRANCH_LIST.map((branch) => `/${branch.name}/${branch.chapters[0]?.name}`);
/** As e2e/support/chapter-play.ts waits in untilRevealed. */
const BRIEFING_TIMEOUT_MS = 30_000;
const REVEAL_TIMEOUT_MS = 45_000;

const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? Number(args[portIndex + 1]) : 0;
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port takes a port number, not "${args[portIndex + 1]}".`);
  process.exit(1);
}

let buildMs = null;
if (args.includes('--no-build')) {
  if (!existsSync(path.join(OUT_DIR, 'index.html'))) {
    console.error(`--no-build: there is no monolith build in ${OUT_DIR} yet.`);
    process.exit(1);
  }
} else {
  console.log('Building the monolith...');
  buildMs = (await buildMonolith({ outDir: OUT_DIR })).ms;
}
const federated = args.includes('--federated') ? await timeFederatedBuild() : null;

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((file) => file && existsSync(file));
const server = await serveMonolith({ outDir: OUT_DIR, port });
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

let failed = false;
try {
  console.log(`\nThe monolith at ${server.url}, on an iPhone 13 profile:`);
  for (const route of ROUTES) {
    const result = await openChapter(route);
    failed ||= !result.revealed || result.pageErrors.length > 0;
    const verdict = result.revealed ? `revealed in ${seconds(result.ms)}` : 'NOT revealed';
    console.log(
      `  ${route.padEnd(18)} ${verdict}; ${result.pageErrors.length} page errors; JS ${kb(result.gzip)} gzip (${kb(result.raw)} raw, ${result.files} files)`,
    );
    for (const error of result.pageErrors) console.log(`      page error: ${error}`);
    for (const message of result.consoleErrors) console.log(`      console error: ${message}`);
  }
} finally {
  await browser.close();
  await server.close();
}

const js = buildJavaScript(OUT_DIR);
console.log(`\nMonolith build: ${js.files} JS files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip (all chunks, source maps left out)`);
console.log(`Build time: monolith ${buildMs === null ? 'not built in this run (--no-build)' : seconds(buildMs)}`);
if (federated) {
  const apps = Object.entries(federated.perApp)
    .map(([app, ms]) => `${app} ${seconds(ms)}`)
    .join(', ');
  console.log(
    `            federated ${seconds(federated.ms)} (${apps})${buildMs === null ? '' : `, ${(federated.ms / buildMs).toFixed(2)}x the monolith`}`,
  );
}
console.log(
  failed ? '\nFAILED: a chapter did not reveal its scene, or the page threw.' : '\nEvery chapter revealed its scene without a page error.',
);
process.exit(failed ? 1 : 0);

/**
 * Opens a chapter as a phone would and waits for its scene as untilRevealed does
 * (e2e/support/chapter-play.ts): a first visit's briefing is skipped with its own button.
 * @param {string} route
 */
async function openChapter(route) {
  const context = await browser.newContext({ ...devices['iPhone 13'] });
  const page = await context.newPage();
  /** @type {string[]} */
  const pageErrors = [];
  /** @type {string[]} */
  const consoleErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const recorded = recordScriptResponses(page);
  const started = Date.now();
  let revealed = false;
  try {
    await page.goto(`${server.url}${route}`);
    const scene = page.locator('.kit-stage[data-revealed="true"]');
    const skip = page.getByRole('button', { name: 'Skip' });
    await skip.or(scene).first().waitFor({ state: 'attached', timeout: BRIEFING_TIMEOUT_MS });
    if (await skip.isVisible()) await skip.tap();
    await scene.waitFor({ state: 'attached', timeout: REVEAL_TIMEOUT_MS });
    revealed = true;
  } catch (error) {
    consoleErrors.push(`(check) ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  const ms = Date.now() - started;
  // Whatever the revealed scene still fetches counts for the route, as a visitor pays it.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const scripts = await recorded.files();
  await context.close();
  return {
    revealed,
    ms,
    pageErrors,
    consoleErrors,
    files: scripts.length,
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
  };
}

/**
 * Every chunk the monolith build holds.
 * @param {string} dir
 */
function buildJavaScript(dir) {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  const bytes = files.map((file) => readFileSync(path.join(dir, file)));
  return {
    files: files.length,
    raw: bytes.reduce((sum, body) => sum + body.length, 0),
    gzip: bytes.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** @param {number} ms */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
