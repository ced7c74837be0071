// @ts-check
// `npm run bench`: the project's performance figures, side by side, from one run on the production build
// (docs/running.md, "Benchmarks", says how to read them). It prints; it asserts nothing.
//   1. JavaScript (gzip) by route: /, /select, /accessible and a chapter of each branch,
//      ours next to the same code built as one webpack app without Module Federation;
//   2. LCP of /, /fr, /select and /accessible on a slow phone, next to a static copy of the same
//      screen served the same way, and Lighthouse's mobile performance score of each (its median run);
//   3. the time from tapping a branch's first chapter on Mission Select to its revealed scene,
//      ours next to the monolith's;
//   4. build time, ours (the four apps) next to the monolith's;
//   5. the chapter budgets (bench:scenes), last.
// BENCH_RUNS (default 3) sets the loads per median; BENCH_PORT_BASE moves its ports (base .. base+9);
// `--no-scenes` leaves bench:scenes out, `--no-build-time` leaves the timed rebuilds out;
// `--first-screens` measures sections 1 and 2 only (bytes, paint and Lighthouse), for a quick quiet run;
// `--switch-only [branch]` measures section 3 only, ours alone (no monolith to build: a few minutes saved),
// for every branch or the one named, e.g. `npm run bench -- --switch-only <branch>`.
import { APP_NAMES } from '@mission/tooling/build/app-ports.mjs';
import { BRANCH_LIST } from '@mission/content/branch-list';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';
import { benchPorts } from './bench-ports.mjs';
import { DWELL_MS, branchSwitch } from './bench/branch-switch.mjs';
import { kb, median, printTable, ratio, seconds } from './bench/bench-figures.mjs';
import { largestContentfulPaint } from './bench/largest-contentful-paint.mjs';
import { lighthouseMedianRun } from './bench/lighthouse-score.mjs';
import { buildMonolith } from './bench/monolith/build-monolith.mjs';
import { timeFederatedBuild } from './bench/monolith/mf-build-time.mjs';
import { serveMonolith } from './bench/monolith/serve-monolith.mjs';
import { routeJavaScript } from './bench/route-bytes.mjs';
import { serveStaticCopy } from './bench/static-copy.mjs';
import { describeSlowPhone } from './bench/throttled-phone.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
const WORK = path.join(ROOT, '.tmp', 'bench');
const GOALS = { homeBytes: 140 * 1024, lcpRatio: 1.3, bytesRatio: 1.05, switchRatio: 1, lighthouse: 95, tapToSceneMs: 1500 };
const FIRST_SCREENS = ['/', '/select', '/accessible'];
/** The first screens whose paint is measured: the French home too (its own prerendered page). */
const PAINTED_SCREENS = ['/', '/fr', '/select', '/accessible'];
/** Each branch's first chapter, from the list of branches. */
const CHAPTERS = Object.fromEntries(BRANCH_LIST.map((branch) => [branch.name, `/${branch.name}/${branch.chapters[0].name}`]));
const ROUTES = [...FIRST_SCREENS, ...Object.values(CHAPTERS)];

const argv = process.argv.slice(2);
const args = new Set(argv);
const firstScreensOnly = args.has('--first-screens');
const switchOnly = args.has('--switch-only');
/** The branch named after --switch-only, if any: only its chapter is measured. */
const switchBranch = switchOnly ? argv[argv.indexOf('--switch-only') + 1] : undefined;
const namedBranch = switchBranch && !switchBranch.startsWith('--') ? switchBranch : undefined;
if (namedBranch && !(namedBranch in CHAPTERS)) {
  console.error(`--switch-only ${namedBranch}: no such branch (${Object.keys(CHAPTERS).join(', ')})`);
  process.exit(1);
}
const SWITCH_CHAPTERS = Object.entries(CHAPTERS).filter(([section]) => !namedBranch || section === namedBranch);
const runs = Math.max(1, Math.min(9, Number(process.env.BENCH_RUNS ?? 3) || 3));
const ports = benchPorts(8580, process.env.BENCH_PORT_BASE);
if ('error' in ports) {
  console.error(ports.error);
  process.exit(1);
}
const base = Number(ports.SHELL_PORT);

if (APP_NAMES.some((app) => !existsSync(path.join(ROOT, app, 'dist', 'index.html')))) {
  console.log('The production build is missing: building it first (npm run build).');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`npm run bench, ${new Date().toISOString()}: ${os.cpus().length} cores, Node ${process.version}, ${runs} load(s) per median`);

if (!switchOnly) console.log('\nBuilding the monolith (the same code, one webpack app, no Module Federation)...');
const monolithBuild = switchOnly ? null : await buildMonolith({ outDir: path.join(WORK, 'monolith') });
const federatedBuild = args.has('--no-build-time') || firstScreensOnly || switchOnly ? null : await timeFederatedBuild();

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((file) => file && existsSync(file));
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const federated = await serveAll({ env: { ...process.env, ...ports } });
const monolith = monolithBuild ? await serveMonolith({ outDir: monolithBuild.outDir, port: base + 5 }) : null;
/** @type {{ close: () => Promise<void> }[]} */
const copies = [];

/**
 * Section 3: from a tap on each branch's first chapter (the one named after --switch-only, if
 * any) to its revealed scene, ours and, unless `monolithUrl` is null (--switch-only), the monolith.
 * @param {string | null} monolithUrl
 */
async function branchSwitchSection(monolithUrl) {
  console.log(
    `\n3. Tap on a branch's first chapter on Mission Select (after ${DWELL_MS / 1000} s there) -> its scene, slow phone (${describeSlowPhone()}), median of ${runs}: ${monolithUrl ? 'ours and the monolith' : 'ours only'}`,
  );
  console.log(
    `   on the page's clock, touch to the first frame revealed, drawn (begun; the runner's own view in brackets); goal ${seconds(GOALS.tapToSceneMs)}${monolithUrl ? ' and below the monolith' : ''}`,
  );
  /** @type {string[][]} */
  const rows = [];
  for (const [section, chapter] of SWITCH_CHAPTERS) {
    const ours = [];
    const mono = [];
    for (let run = 0; run < runs; run += 1) {
      ours.push(await branchSwitch(browser, `${federated.shellUrl}/select`, chapter));
      if (monolithUrl) mono.push(await branchSwitch(browser, `${monolithUrl}/select`, chapter));
    }
    const oursRevealed = median(ours.map((run) => run.revealed));
    const goal = oursRevealed <= GOALS.tapToSceneMs ? '' : ' (OVER)';
    const scene = (/** @type {typeof ours} */ loads, /** @type {number} */ drawn) =>
      `${seconds(drawn)} (${seconds(median(loads.map((run) => run.revealedBegun)))}; ${seconds(median(loads.map((run) => run.runner)))})`;
    const row = [`${section} ${chapter}`, seconds(median(ours.map((run) => run.shown))), `${scene(ours, oursRevealed)}${goal}`];
    if (monolithUrl) {
      const monoRevealed = median(mono.map((run) => run.revealed));
      row.push(
        seconds(median(mono.map((run) => run.shown))),
        scene(mono, monoRevealed),
        ratio(oursRevealed, monoRevealed, GOALS.switchRatio),
      );
    } else {
      row.push(ours.map((run) => seconds(run.revealed)).join(' '));
    }
    rows.push(row);
  }
  const headings = ['branch', 'ours: shown', 'ours: scene'];
  printTable(
    monolithUrl ? [...headings, 'monolith: shown', 'monolith: scene', 'ours / monolith (scene)'] : [...headings, 'each load (scene)'],
    rows,
  );
}

try {
  if (switchOnly) await branchSwitchSection(null);
  if (monolith && monolithBuild) {
    console.log('\n1. JavaScript by route (gzip), fresh cache: ours (Module Federation) and the monolith');
    /** @type {string[][]} */
    const byteRows = [];
    for (const route of ROUTES) {
      const ours = await routeJavaScript(browser, `${federated.shellUrl}${route}`);
      const mono = await routeJavaScript(browser, `${monolith.url}${route}`);
      byteRows.push([
        route,
        `${kb(ours.gzip)} in ${ours.files.length}`,
        `${kb(mono.gzip)} in ${mono.files.length}`,
        ratio(ours.gzip, mono.gzip, GOALS.bytesRatio),
      ]);
      if (route === '/') {
        console.log(
          `  / : ${kb(ours.gzip)} -> ${ours.gzip <= GOALS.homeBytes ? 'within' : 'OVER'} the goal of ${kb(GOALS.homeBytes)} (npm run bench:size names each file and library)`,
        );
      }
    }
    printTable(['route', 'ours', 'monolith', 'ours / monolith'], byteRows);

    console.log(
      `\n2. Largest Contentful Paint on a slow phone (${describeSlowPhone()}), median of ${runs}: ours and a static copy of the same screen`,
    );
    /** @type {string[][]} */
    const lcpRows = [];
    for (const [index, route] of PAINTED_SCREENS.entries()) {
      const copy = await serveStaticCopy(browser, federated.shellUrl, route, WORK, base + 6 + index);
      copies.push(copy);
      const ours = [];
      const stat = [];
      let element = '';
      for (let run = 0; run < runs; run += 1) {
        const measured = await largestContentfulPaint(browser, `${federated.shellUrl}${route}`);
        ours.push(measured.ms);
        element = measured.element;
        stat.push((await largestContentfulPaint(browser, `${copy.url}/`)).ms);
      }
      lcpRows.push([route, seconds(median(ours)), seconds(median(stat)), ratio(median(ours), median(stat), GOALS.lcpRatio), element]);
    }
    printTable(['screen', 'ours', 'static copy', 'ours / copy', 'LCP element'], lcpRows);

    console.log(
      `\n2b. Lighthouse ${LIGHTHOUSE_VERSION} mobile performance (its own simulated phone), ${runs} audit(s) each, Lighthouse's median run (every run's score and blocking time beside it), goal at least ${GOALS.lighthouse}`,
    );
    /** @type {string[][]} */
    const lighthouseRows = [];
    for (const route of PAINTED_SCREENS) {
      const audit = await lighthouseMedianRun(`${federated.shellUrl}${route}`, executablePath, runs).catch(
        (/** @type {unknown} */ error) => {
          console.warn(`  Lighthouse could not audit ${route}: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        },
      );
      if (!audit) continue;
      const { median: run, every } = audit;
      const everyRun = every.map((each) => `${each.score} (${Math.round(each.tbtMs)} ms)`).join(' / ');
      lighthouseRows.push([
        route,
        `${run.score}${run.score >= GOALS.lighthouse ? '' : ' (OVER)'}`,
        everyRun,
        seconds(run.fcpMs),
        seconds(run.lcpMs),
        `${Math.round(run.tbtMs)} ms`,
        seconds(run.speedIndexMs),
      ]);
    }
    printTable(['screen', 'score', 'every run (TBT)', 'FCP', 'LCP', 'TBT', 'Speed Index'], lighthouseRows);

    // Sections 3 and 4 take the longest; --first-screens stops after the paint.
    if (!firstScreensOnly) {
      await branchSwitchSection(monolith.url);

      console.log('\n4. Production build time');
      if (federatedBuild) {
        const perApp = Object.entries(federatedBuild.perApp)
          .map(([app, ms]) => `${app} ${seconds(ms)}`)
          .join(', ');
        printTable(
          ['build', 'time'],
          [
            ['ours: four apps, one after another', `${seconds(federatedBuild.ms)} (${perApp})`],
            ['monolith: one app', seconds(monolithBuild.ms)],
          ],
        );
        console.log(
          `  ours / monolith: ${(federatedBuild.ms / monolithBuild.ms).toFixed(2)}x; a branch team rebuilds only its own app (${perApp}).`,
        );
      } else {
        console.log(`  monolith: ${seconds(monolithBuild.ms)}; ours not timed (--no-build-time)`);
      }
    }
  }
} finally {
  await Promise.all(copies.map((copy) => copy.close()));
  await monolith?.close();
  await federated.close();
  await browser.close();
}

if (!args.has('--no-scenes') && !firstScreensOnly && !switchOnly) {
  console.log('\n5. Chapter budgets (npm run bench:scenes)');
  const scenes = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench-scenes.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BENCH_PORT_BASE: String(base + 10) },
  });
  if (scenes.status !== 0) process.exitCode = scenes.status ?? 1;
}
