// @ts-check
/* global window, document, PopStateEvent -- page.evaluate callbacks run in the browser */
// `npm run bench:scenes`: the chapter budgets (docs/build-a-branch.md), measured in Debian's
// Chromium on the production build (it builds nothing: run `npm run build` first), served on
// the isolated ports (8280-8283, or BENCH_PORT_BASE to BENCH_PORT_BASE+3), for every chapter
// of every branch (the chapters Mission Select lists), or of the branches named as arguments
// (`npm run bench:scenes -- <branch> <branch>`). Per chapter: draw calls and triangles per frame (budget
// 100 and 100 k), frames drawn while hidden or not revealed (budget 0), live WebGL contexts
// (at most 1). Per branch, in a page of its own: its chapters visited until each has had five
// visits, and the growth of the app's retained heap from the first visits to the fifth
// (docs/decisions.md §13: Chrome's performance.memory with precise figures and a forced GC,
// less V8's compiled code from a heap snapshot; budget under 10 %), with the compiled code
// printed beside it, its growth by library, and BENCH_EXTRA_ROUNDS more rounds (default 1) to
// show it levels off (budget: the extra round adds under 2 % of it).
// A visit looks all around the scene for BENCH_VISIT_MS (default 2500 ms; longer visits give
// the same compiled-code growth: it follows the number of visits, not render time).
// Then per chapter, in a fresh page at the 'medium' tier (the tier a phone gets; the first
// visits above draw at whatever tier this machine gets): draw calls and triangles, the shader
// programs its renderer holds (each at least one pipeline the GPU builds before the first
// frame; printed, not judged: docs/running.md "Benchmarks"), the chapter's own bytes (what the
// browser received, compressed as served, from the chapter's remote on a first visit: code
// chunks, geometry, textures, sounds, never the briefing video;
// budget 1.5 MB, scripts/bench/chapter-weight.mjs), and the main thread's time per frame
// (median, p95: the kit's own frame timing, from the first frame callback to the end of the
// draw) over BENCH_FRAMES_MS (default 3000 ms) of the revealed chapter with the view turning
// slowly, under 4x CPU throttling (Emulation.setCPUThrottlingRate, the slow phone of
// scripts/bench/throttled-phone.mjs); frame times are printed, not judged. A table of every
// chapter measured closes the run. BENCH_WEIGHT_ONLY=1 measures only these (a few minutes, not
// the twenty the heap rounds take on a loaded machine).
// A benchmark: it prints figures and verdicts; nothing here fails a build.
import { APP_NAMES, portVariable } from '@mission/tooling/build/app-ports.mjs';
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';
import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';
import { chunkLibraries } from './chunk-libraries.mjs';
import { heapCodeProfile } from './heap-code-profile.mjs';
import { benchPorts } from './bench-ports.mjs';
import { median, percentile, printTable } from './bench/bench-figures.mjs';
import { CHAPTER_BYTES_BUDGET, chapterWeight } from './bench/chapter-weight.mjs';
import { SLOW_PHONE } from './bench/throttled-phone.mjs';

/**
 * E2E_PORTS.isolated of e2e/support/test-ports.ts by default; BENCH_PORT_BASE moves the four
 * ports (base .. base+3) so the bench can run beside an e2e run that holds the isolated ones.
 */
const ports = benchPorts(8280, process.env.BENCH_PORT_BASE);
if ('error' in ports) {
  console.error(ports.error);
  process.exit(1);
}
const PORTS = ports;
/** Every branch of the list of branches. */
const ALL_SECTIONS = /** @type {readonly string[]} */ (BRANCH_NAMES);
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !ALL_SECTIONS.includes(name));
if (unknown.length > 0) {
  console.error(`bench:scenes measures the branches ${ALL_SECTIONS.join(', ')}; "${unknown.join('", "')}" is not one of them.`);
  process.exit(1);
}
const SECTIONS = asked.length > 0 ? ALL_SECTIONS.filter((name) => asked.includes(name)) : ALL_SECTIONS;
/** Visits of each chapter after the first (five in all): the heap is compared with the one after the first. */
const ROUNDS = 4;
const SETTLE_MS = Number(process.env.BENCH_VISIT_MS ?? 2500);
if (!Number.isInteger(SETTLE_MS) || SETTLE_MS < 500) {
  console.error(`BENCH_VISIT_MS must be a whole number of milliseconds, at least 500, not "${process.env.BENCH_VISIT_MS}".`);
  process.exit(1);
}
const EXTRA_ROUNDS = Number(process.env.BENCH_EXTRA_ROUNDS ?? 1);
if (!Number.isInteger(EXTRA_ROUNDS) || EXTRA_ROUNDS < 0 || EXTRA_ROUNDS > 10) {
  console.error(`BENCH_EXTRA_ROUNDS must be a whole number from 0 to 10, not "${process.env.BENCH_EXTRA_ROUNDS}".`);
  process.exit(1);
}
const FRAMES_MS = Number(process.env.BENCH_FRAMES_MS ?? 3000);
if (!Number.isInteger(FRAMES_MS) || FRAMES_MS < 1000) {
  console.error(`BENCH_FRAMES_MS must be a whole number of milliseconds, at least 1000, not "${process.env.BENCH_FRAMES_MS}".`);
  process.exit(1);
}
const BUDGET = { drawCalls: 100, triangles: 100_000, inactiveFrames: 0, contexts: 1, heapGrowth: 0.1, codeExtraRound: 0.02 };

/** Each app, its build folder and the port it is served on. */
const APPS = APP_NAMES.map((app) => ({
  app,
  port: PORTS[portVariable(app)],
  dist: fileURLToPath(new URL(`../${app}/dist`, import.meta.url)),
}));
for (const { app, dist } of APPS) {
  if (!existsSync(`${dist}/index.html`)) {
    console.error(`${app}/dist is missing: run "npm run build" first.`);
    process.exit(1);
  }
}

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
const running = await serveAll({ env: { ...process.env, ...PORTS } });
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: [
    // e2e/support/chromium-path.ts CHROMIUM_ARGS, plus exact heap figures and a callable GC.
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--enable-precise-memory-info',
    '--js-flags=--expose-gc',
  ],
});

/** @typedef {{ chapter: string | null, drawCalls: number, triangles: number, maxDrawCalls: number, maxTriangles: number, programs?: number, framesRendered: number, framesWhileInactive: number, framesWhileInactiveTotal: number, liveContexts: number, contextsCreated: number }} Stats */

/** The chapters of each branch, as Mission Select lists them (the content's play order). */
async function chaptersBySection() {
  const context = await browser.newContext({ ...devices['iPhone 13'] });
  const page = await context.newPage();
  await page.goto(`${running.shellUrl}/select`);
  await page.getByTestId(`percent-${ALL_SECTIONS[0]}`).waitFor();
  /** @type {Record<string, string[]>} */
  const chapters = {};
  for (const section of SECTIONS) {
    const hrefs = await page
      .locator(`a[href^="/${section}/"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    chapters[section] = [...new Set(hrefs)].filter((href) => !href.endsWith('/end'));
  }
  await context.close();
  return chapters;
}

/**
 * One branch in a page of its own: first visits with their budgets, a hidden tab, then the
 * heap over five visits of each chapter (and the extra rounds).
 * @param {string} section
 * @param {string[]} chapters
 */
async function benchBranch(section, chapters) {
  const context = await browser.newContext({ ...devices['iPhone 13'] });
  const page = await context.newPage();
  await page.goto(`${running.shellUrl}/select`);
  await page.getByTestId(`percent-${ALL_SECTIONS[0]}`).waitFor();

  /** In-app navigation (no reload), as the menu and the complete card do: the heap is kept. */
  const navigate = (/** @type {string} */ path) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  const stats = () => page.evaluate(() => /** @type {any} */ (window).__CHAPTER_KIT_STATS__?.read() ?? null);
  // The smallest of three readings, each after a full GC: WebGL and media objects are freed a
  // little after their owners, so one reading can still hold the last chapter's garbage.
  const heap = async () => {
    const readings = [];
    for (let reading = 0; reading < 3; reading += 1) {
      await page.waitForTimeout(400);
      readings.push(
        await page.evaluate(() => {
          /** @type {any} */ (window).gc?.();
          return /** @type {any} */ (performance).memory?.usedJSHeapSize ?? Number.NaN;
        }),
      );
    }
    return Math.min(...readings);
  };

  /** @param {string} path */
  async function visit(path) {
    const started = Date.now();
    await navigate(path);
    // The shell fades the old page out and the new one in (250 ms each) before the chapter is on top.
    await page.waitForTimeout(600);
    const revealed = page.locator('.kit-stage[data-revealed="true"]');
    const skip = page.getByRole('button', { name: 'Skip' });
    await skip.or(revealed).first().waitFor({ state: 'attached', timeout: 60_000 });
    let interstitial = false;
    if (await skip.isVisible()) {
      interstitial = true;
      await skip.click();
    }
    await revealed.waitFor({ state: 'attached', timeout: 60_000 });
    const revealMs = Date.now() - started;
    // Turn a full circle (24 x 15 degrees), so every part of the scene is drawn at least once.
    await page.locator('.kit-viewport').focus();
    for (let step = 0; step < 24; step += 1) {
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(SETTLE_MS / 24);
    }
    return { revealMs, interstitial, stats: /** @type {Stats} */ (await stats()) };
  }

  console.log(`\n${section}: first visits (budgets: draw calls <= 100, triangles <= 100k, 0 frames hidden/unrevealed, <= 1 live context)`);
  console.log('  chapter             reveal   draw calls (max)   triangles (max)   frames   hidden/unrevealed   live contexts');
  /** @type {Record<string, Stats>} */
  const firstVisit = {};
  for (const path of chapters) {
    const { revealMs, interstitial, stats: s } = await visit(path);
    firstVisit[path] = s;
    console.log(
      `  ${path.padEnd(19)} ${`${revealMs} ms`.padStart(8)}   ${`${s.drawCalls} (${s.maxDrawCalls})`.padStart(16)}   ${`${s.triangles} (${s.maxTriangles})`.padStart(15)}   ${String(s.framesRendered).padStart(6)}   ${String(s.framesWhileInactive).padStart(17)}   ${String(s.liveContexts).padStart(13)}${interstitial ? '   (briefing skipped)' : ''}`,
    );
  }

  // A hidden tab draws nothing. Headless Chromium keeps background tabs "visible" and keeps
  // running requestAnimationFrame, so the page is told it is hidden, as a phone's browser
  // does when the visitor switches apps; any frame drawn then would be counted.
  const setHidden = (/** @type {boolean} */ hidden) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value: value ? 'hidden' : 'visible', configurable: true });
      Object.defineProperty(document, 'hidden', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  // Read and hide in one task: no frame can slip in between.
  const before = /** @type {Stats} */ (
    await page.evaluate(() => {
      const read = /** @type {any} */ (window).__CHAPTER_KIT_STATS__.read();
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      return read;
    })
  );
  await page.waitForTimeout(2000);
  const during = /** @type {Stats} */ (await stats());
  await setHidden(false);
  await page.waitForTimeout(500);
  const after = /** @type {Stats} */ (await stats());
  console.log(
    `  tab hidden for 2 s (on ${chapters.at(-1)}): frames drawn ${during.framesRendered - before.framesRendered} (budget 0); visible again, frames drawn in 0.5 s: ${after.framesRendered - during.framesRendered}`,
  );

  // The baseline is Mission Select right after the first visit of each chapter: their code
  // chunks are loaded, nothing more is warmed up. Each later round visits them all again.
  // V8's compiled code is read from a heap snapshot each time and shown apart: it grows as
  // V8 tiers up the functions every frame runs, then levels off (see heap-code-profile.mjs).
  const cdp = await context.newCDPSession(page);
  /** @returns {Promise<{ used: number, code: number, codeByScript: Map<string, number> }>} */
  const heapOnSelect = async () => {
    await navigate('/select');
    await page.getByTestId(`percent-${ALL_SECTIONS[0]}`).waitFor();
    const used = await heap();
    const { bytes, byScript } = await heapCodeProfile(cdp);
    return { used, code: bytes, codeByScript: byScript };
  };
  const baseline = await heapOnSelect();
  const contextsAtSelect = /** @type {Stats} */ (await stats()).liveContexts;

  console.log(
    `  ${ROUNDS} more visits of each chapter in one page (in-app navigation, as the menu does), heap on Mission Select after each round`,
  );
  console.log(
    `    baseline, after the first visit of each: ${mb(baseline.used)}: retained ${mb(baseline.used - baseline.code)}, compiled code ${mb(baseline.code)}`,
  );
  let maxLive = 0;
  let inactive = 0;
  let maxDrawCalls = Math.max(...Object.values(firstVisit).map((s) => s.maxDrawCalls));
  let maxTriangles = Math.max(...Object.values(firstVisit).map((s) => s.maxTriangles));
  let final = baseline;
  let latest = baseline;
  /** Growth of compiled code in each round beyond the budget, as a share of the code before it. */
  const extraCodeGrowth = [];
  for (let round = 1; round <= ROUNDS + EXTRA_ROUNDS; round += 1) {
    const line = [];
    for (const path of chapters) {
      const { revealMs, stats: s } = await visit(path);
      maxLive = Math.max(maxLive, s.liveContexts);
      inactive += s.framesWhileInactive;
      maxDrawCalls = Math.max(maxDrawCalls, s.maxDrawCalls);
      maxTriangles = Math.max(maxTriangles, s.maxTriangles);
      line.push(`${path.split('/').at(-1)} ${revealMs} ms, ${s.liveContexts} ctx`);
    }
    const previous = latest;
    latest = await heapOnSelect();
    const retained = (/** @type {{ used: number, code: number }} */ reading) => reading.used - reading.code;
    if (round <= ROUNDS) {
      final = latest;
      console.log(
        `    visit ${round + 1} of each: ${line.join(' | ')} | retained ${mb(retained(final))}, ${percent(retained(final) - retained(baseline), retained(baseline))}; compiled code ${mb(final.code)} (${signed(final.code - baseline.code)})`,
      );
    } else {
      // Beyond the budget's five visits: does compiled code still grow, or has it levelled off?
      extraCodeGrowth.push((latest.code - previous.code) / previous.code);
      console.log(
        `    visit ${round + 1} of each (beyond the budget): ${line.join(' | ')} | since the visit before: retained ${signed(retained(latest) - retained(previous))}, compiled code ${signed(latest.code - previous.code)} (${percent(latest.code - previous.code, previous.code)})`,
      );
    }
  }
  const end = /** @type {Stats} */ (await stats());
  // The budget's figure (docs/decisions.md §13): the app's retained heap, without compiled code.
  const dataBaseline = baseline.used - baseline.code;
  const dataGrowth = (final.used - final.code - dataBaseline) / dataBaseline;
  const allGrowth = (final.used - baseline.used) / baseline.used;
  const codeLevels = extraCodeGrowth.length === 0 ? null : Math.max(...extraCodeGrowth);
  const inactiveAll =
    inactive +
    Object.values(firstVisit).reduce((sum, s) => sum + s.framesWhileInactive, 0) +
    (during.framesRendered - before.framesRendered);

  console.log(`  ${section} budgets`);
  console.log(
    `    draw calls per frame, max over all visits:   ${maxDrawCalls} / ${BUDGET.drawCalls} -> ${verdict(maxDrawCalls <= BUDGET.drawCalls)}`,
  );
  console.log(
    `    triangles per frame, max over all visits:    ${maxTriangles} / ${BUDGET.triangles} -> ${verdict(maxTriangles <= BUDGET.triangles)}`,
  );
  console.log(
    `    frames drawn hidden or unrevealed:            ${inactiveAll} (page total ${end.framesWhileInactiveTotal}) -> ${verdict(end.framesWhileInactiveTotal <= BUDGET.inactiveFrames)}`,
  );
  console.log(
    `    live WebGL contexts in a chapter, max:        ${maxLive} / ${BUDGET.contexts} -> ${verdict(maxLive <= BUDGET.contexts)}`,
  );
  console.log(
    `    live WebGL contexts on Mission Select:        ${contextsAtSelect} after the first visits, ${end.liveContexts} after ${(ROUNDS + EXTRA_ROUNDS + 1) * chapters.length} chapter visits (${end.contextsCreated} created in all)`,
  );
  console.log(
    `    retained heap, visit 1 -> ${ROUNDS + 1} of each:        ${mb(dataBaseline)} -> ${mb(final.used - final.code)}, growth ${(dataGrowth * 100).toFixed(1)} % / ${BUDGET.heapGrowth * 100} % -> ${verdict(dataGrowth < BUDGET.heapGrowth)}`,
  );
  console.log(
    `    compiled code beside it:                      ${mb(baseline.code)} -> ${mb(final.code)}; the extra round adds ${codeLevels === null ? 'n/a (BENCH_EXTRA_ROUNDS=0)' : `${(codeLevels * 100).toFixed(1)} % / ${BUDGET.codeExtraRound * 100} % -> ${verdict(codeLevels < BUDGET.codeExtraRound)}`}`,
  );
  console.log(
    `    (performance.memory in all, code included: ${mb(baseline.used)} -> ${mb(final.used)}, ${(allGrowth * 100).toFixed(1)} %)`,
  );

  // Which libraries the compiled code grew in: the functions V8 compiled again, optimised, as
  // each ran more (three.js, React, r3f...), rather than anything the app keeps.
  /** @type {Record<string, string>} */
  const distByOrigin = {};
  for (const { dist, port } of APPS) {
    distByOrigin[`http://localhost:${port}`] = dist;
    distByOrigin[`http://127.0.0.1:${port}`] = dist;
  }
  /** @type {Map<string, number>} */
  const codeGrowth = new Map();
  for (const url of new Set([...baseline.codeByScript.keys(), ...final.codeByScript.keys()])) {
    const library = chunkLibraries(url, distByOrigin);
    codeGrowth.set(library, (codeGrowth.get(library) ?? 0) + (final.codeByScript.get(url) ?? 0) - (baseline.codeByScript.get(url) ?? 0));
  }
  const ranked = [...codeGrowth].sort((a, b) => b[1] - a[1]);
  const shown = ranked.slice(0, 8);
  const rest = ranked.slice(8).reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(
    `  ${section}: V8 compiled code, visit 1 -> ${ROUNDS + 1} of each, by the library it was compiled from (${signed(final.code - baseline.code)} in all)`,
  );
  for (const [library, bytes] of shown) console.log(`    ${signed(bytes).padStart(9)}  ${library}`);
  console.log(`    ${signed(rest).padStart(9)}  everything else`);
  await context.close();
}

/** @typedef {{ path: string, drawCalls: number, triangles: number, programs: number | undefined, bytes: Record<string, number>, cpuMedian: number, cpuP95: number, frames: number }} ChapterFigures */
/** @type {ChapterFigures[]} */
const measured = [];

/**
 * Each chapter in a fresh page (nothing cached) pinned to the 'medium' tier: its first visit's
 * own bytes from the network log, its draw calls and triangles, then its frames under 4x CPU.
 * @param {string} section
 * @param {string[]} chapters
 */
async function weighChapters(section, chapters) {
  const remoteOrigin = `http://localhost:${PORTS[/** @type {'ARMY_PORT' | 'NAVY_PORT' | 'AIR_PORT'} */ (`${section.toUpperCase()}_PORT`)]}`;
  console.log(
    `\n${section}: each chapter in a fresh page at the medium tier (budgets: draw calls <= 100, triangles <= 100k, own bytes <= ${mb(CHAPTER_BYTES_BUDGET)}; frame CPU under ${SLOW_PHONE.cpuSlowdown}x throttling over ${FRAMES_MS / 1000} s, not judged)`,
  );
  /** @type {string[][]} */
  const rows = [];
  for (const path of chapters) {
    const context = await browser.newContext({ ...devices['iPhone 13'] });
    await context.addInitScript(() => {
      /** @type {any} */ (window).__MISSION_QUALITY__ = 'medium';
    });
    const page = await context.newPage();
    /** @type {Promise<{ url: string, contentType: string, bytes: number }>[]} */
    const received = [];
    page.on('requestfinished', (request) => {
      received.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          url: request.url(),
          contentType: response?.headers()['content-type'] ?? '',
          bytes: sizes.responseBodySize,
        })),
      );
    });
    try {
      await page.goto(`${running.shellUrl}${path}`);
      const revealed = page.locator('.kit-stage[data-revealed="true"]');
      const skip = page.getByRole('button', { name: 'Skip' });
      await skip.or(revealed).first().waitFor({ state: 'attached', timeout: 60_000 });
      if (await skip.isVisible()) await skip.click();
      await revealed.waitFor({ state: 'attached', timeout: 60_000 });
      // A full turn at full speed: whatever the scene loads as it is looked at arrives now.
      await page.locator('.kit-viewport').focus();
      for (let step = 0; step < 24; step += 1) {
        await page.keyboard.press('ArrowLeft');
        await page.waitForTimeout(80);
      }
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const stats = /** @type {Stats} */ (await page.evaluate(() => /** @type {any} */ (window).__CHAPTER_KIT_STATS__.read()));
      const tier = await page.evaluate(() => /** @type {any} */ (window).__CHAPTER_KIT_QUALITY__?.tier ?? '?');
      const bytes = chapterWeight(await Promise.all(received), remoteOrigin);

      // The slow phone's CPU, the view turning slowly (15 degrees every half second).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
      await page.evaluate(() => /** @type {any} */ (window).__CHAPTER_KIT_STATS__.clearFrameCpuTimes());
      for (let elapsed = 0; elapsed < FRAMES_MS; elapsed += 500) {
        await page.keyboard.press('ArrowLeft');
        await page.waitForTimeout(500);
      }
      const times = /** @type {number[]} */ (await page.evaluate(() => /** @type {any} */ (window).__CHAPTER_KIT_STATS__.frameCpuTimes()));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

      const figures = {
        path,
        drawCalls: stats.maxDrawCalls,
        triangles: stats.maxTriangles,
        programs: stats.programs,
        bytes,
        cpuMedian: median(times),
        cpuP95: percentile(times, 0.95),
        frames: times.length,
      };
      measured.push(figures);
      rows.push([
        path,
        tier,
        String(figures.drawCalls),
        String(figures.triangles),
        String(figures.programs ?? '?'),
        kib(bytes.total ?? 0),
        `${kib(bytes.code ?? 0)} / ${kib(bytes.geometry ?? 0)} / ${kib(bytes.textures ?? 0)} / ${kib(bytes.sounds ?? 0)} / ${kib(bytes.other ?? 0)}`,
        ms(figures.cpuMedian),
        ms(figures.cpuP95),
        String(figures.frames),
      ]);
    } finally {
      await context.close();
    }
  }
  printTable(
    [
      'chapter',
      'tier',
      'draw calls (max)',
      'triangles (max)',
      'programs',
      'own bytes',
      'code / geometry / textures / sounds / other',
      'frame CPU 4x median',
      'p95',
      'frames',
    ],
    rows,
  );
  const mine = measured.filter((figures) => chapters.includes(figures.path));
  printBudgets(`${section} at the medium tier`, mine);
}

/**
 * @param {string} title
 * @param {ChapterFigures[]} figures
 */
function printBudgets(title, figures) {
  const most = (/** @type {(f: ChapterFigures) => number} */ pick) => Math.max(...figures.map(pick));
  const heaviest = figures.reduce((a, b) => ((b.bytes.total ?? 0) > (a.bytes.total ?? 0) ? b : a));
  const drawCalls = most((f) => f.drawCalls);
  const triangles = most((f) => f.triangles);
  const bytes = heaviest.bytes.total ?? 0;
  console.log(
    `  ${title} budgets: draw calls ${drawCalls} / ${BUDGET.drawCalls} -> ${verdict(drawCalls <= BUDGET.drawCalls)}; triangles ${triangles} / ${BUDGET.triangles} -> ${verdict(triangles <= BUDGET.triangles)}; own bytes ${mb(bytes)} (${heaviest.path}) / ${mb(CHAPTER_BYTES_BUDGET)} -> ${verdict(bytes <= CHAPTER_BYTES_BUDGET)}`,
  );
}

const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const mb = (/** @type {number} */ bytes) => `${(bytes / 1048576).toFixed(2)} MB`;
const percent = (/** @type {number} */ part, /** @type {number} */ whole) => `${((part / whole) * 100).toFixed(1)} %`;
const signed = (/** @type {number} */ bytes) => `${bytes >= 0 ? '+' : ''}${mb(bytes)}`;
const verdict = (/** @type {boolean} */ ok) => (ok ? 'within' : 'OVER');

try {
  console.log(
    `\nbench:scenes  (Chromium ${browser.version()}, iPhone 13 profile, ${devices['iPhone 13'].viewport.width}x${devices['iPhone 13'].viewport.height} @${devices['iPhone 13'].deviceScaleFactor}x, canvas DPR clamped to 2)`,
  );
  const chapters = await chaptersBySection();
  for (const section of SECTIONS) {
    const paths = chapters[section] ?? [];
    if (paths.length === 0) {
      console.log(`\n${section}: Mission Select lists no chapter for it: not measured`);
      continue;
    }
    if (process.env.BENCH_WEIGHT_ONLY !== '1') await benchBranch(section, paths);
    await weighChapters(section, paths);
  }
  if (measured.length > 0) {
    console.log(
      `\nevery chapter measured, at the medium tier (frame CPU: main thread per frame under ${SLOW_PHONE.cpuSlowdown}x CPU throttling, printed, not judged)`,
    );
    printTable(
      ['chapter', 'draw calls', 'triangles', 'programs', 'own bytes', 'frame CPU median', 'p95'],
      measured.map((f) => [
        f.path,
        String(f.drawCalls),
        String(f.triangles),
        String(f.programs ?? '?'),
        kib(f.bytes.total ?? 0),
        ms(f.cpuMedian),
        ms(f.cpuP95),
      ]),
    );
    printBudgets('all chapters', measured);
  }
} finally {
  await browser.close();
  await running.close();
}
