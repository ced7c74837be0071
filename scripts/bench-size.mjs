// @ts-check
// `npm run bench:size`: gzip bytes of the JavaScript a phone loads on / and on a chapter
// route, by chunk, from the production build served as `npm start` serves it.
// A benchmark that prints figures; the goal (/ at most 140 KB gzip) is reported, not asserted.
// Each file is named by the libraries its source map holds, and what stays on / is summed by
// library with the reason it must be there (WHY_ON_HOME): a part without one is flagged.
import { APP_NAMES, portVariable } from '@mission/tooling/build/app-ports.mjs';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';
import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';
import { BRANCH_LIST } from '@mission/content/branch-list';
import { benchPorts } from './bench-ports.mjs';
import { chunkLibraries } from './chunk-libraries.mjs';

// 8380-8383, or BENCH_PORT_BASE .. +3 (beside an e2e run or bench:scenes).
const ports = benchPorts(8380, process.env.BENCH_PORT_BASE);
if ('error' in ports) {
  console.error(ports.error);
  process.exit(1);
}
const PORTS = ports;
const GOAL_HOME_BYTES = 140 * 1024;
const ROUTES = ['/', `/${BRANCH_LIST[0].name}/${BRANCH_LIST[0].chapters[0].name}`];

/**
 * Why each part still on / must be there: what the first screen runs. Keyed by the first
 * library a file is named after (chunk-libraries.mjs); anything else on / is flagged.
 */
const WHY_ON_HOME = [
  [/^react-dom\b/, 'renders the page: React DOM and its scheduler (shared singleton)'],
  [/^react$/, 'React itself (shared singleton)'],
  [
    /^@module-federation\//,
    "main.js: the Module Federation runtime that shares the singletons and will load the remotes, webpack's runtime, the shell's entry",
  ],
  [/^i18next$/, "the page's translations: one i18next instance, whose language the remotes follow (shared singleton)"],
  [
    /^react-router$/,
    'the routes of both locales and the links, through @mission/shared/routing (one copy, tree-shaken to what the apps use)',
  ],
  [/^react-i18next$/, 'useTranslation, through @mission/shared/translation (one copy, tree-shaken)'],
  [
    /^rxjs$/,
    "the bus and the shell's stores (shared singleton, built whole: docs/decisions.md §3 keeps rxjs one copy that every app may use)",
  ],
  [
    /^shell app code$/,
    "the shell's frame and Home, its routes and page transitions, and the services the page starts with (progress and storage, device and permission state, idle, the analytics queue and decision)",
  ],
  [
    /^shared code$/,
    '@mission/shared, one singleton for every app: the bus and its state, the progress rules, the i18n start (the audio manager arrives with a page\'s first sound: docs/decisions.md, "What / loads before interaction")',
  ],
  [/^content code$/, 'the locale, section and header rules the shell applies'],
  [/^copy /, "the frame's words (common, menu) in the visitor's language only"],
  [/^no source map$/, "webpack's glue with no source of its own (a shared module's re-exports); look at it if it grows"],
];

for (const app of APP_NAMES) {
  if (!existsSync(new URL(`../${app}/dist/index.html`, import.meta.url))) {
    console.error(`${app}/dist is missing: run "npm run build" first.`);
    process.exit(1);
  }
}

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
const running = await serveAll({ env: { ...process.env, ...PORTS } });
/** Each app's dist folder by origin, to name a served file by its source map. */
const distByOrigin = Object.fromEntries(
  APP_NAMES.flatMap((app) => {
    const dist = fileURLToPath(new URL(`../${app}/dist`, import.meta.url));
    const port = PORTS[portVariable(app)];
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`].map((origin) => [origin, dist]);
  }),
);
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

try {
  for (const route of ROUTES) {
    const context = await browser.newContext({ ...devices['iPhone 13'] });
    const page = await context.newPage();
    /** @type {{ url: string, raw: number, gzip: number, library: string }[]} */
    const chunks = [];
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      pending.push(
        response.body().then((body) => {
          chunks.push({
            url: response.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            library: libraryOf(response.url()),
          });
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
      console.log(`  ${kb(chunk.gzip).padStart(10)}  ${kb(chunk.raw).padStart(10)} raw  ${origin(host)}${pathname}  ${chunk.library}`);
    }
    const remoteFiles = chunks.filter((chunk) => new URL(chunk.url).port !== PORTS.SHELL_PORT).length;
    const recorder = chunks.some((chunk) => /recorder|rrweb/i.test(chunk.url));
    console.log(
      `  three.js loaded: ${three ? `yes (r${three})` : 'no'}; remote files: ${remoteFiles}; session recorder: ${recorder ? 'yes' : 'no'}`,
    );
    if (route === '/') {
      printWhyOnHome(chunks);
      const within = total <= GOAL_HOME_BYTES && !three && remoteFiles === 0 && !recorder;
      const verdict = within ? 'within' : `OVER${total > GOAL_HOME_BYTES ? ` by ${kb(total - GOAL_HOME_BYTES)}` : ''}`;
      console.log(`  goal: / at most ${kb(GOAL_HOME_BYTES)} gzip with no three, remote or recorder -> ${verdict}`);
    }
  }
} finally {
  await browser.close();
  await running.close();
}

/**
 * The libraries of a served file (chunk-libraries.mjs). A copy chunk has no source map
 * (JSON only): its name says which; other files without one are glue.
 * @param {string} url
 */
function libraryOf(url) {
  const library = chunkLibraries(url, distByOrigin);
  if (library !== url) return library;
  const copy = /\/copy-([a-z]{2}-[A-Z]{2})-([a-z]+)-json\.[0-9a-f]+\.js$/.exec(new URL(url).pathname);
  return copy ? `copy ${copy[1]} ${copy[2]}` : 'no source map';
}

/**
 * What stays on /, summed by library (a file counts for the first library it is named
 * after), largest first, each with the reason it is there.
 * @param {{ gzip: number, library: string }[]} chunks
 */
function printWhyOnHome(chunks) {
  /** @type {Map<string, number>} */
  const byLibrary = new Map();
  for (const { gzip, library } of chunks) {
    const first = library.split(', ')[0] ?? library;
    const key = first.startsWith('copy ') ? 'copy (frame namespaces)' : first;
    byLibrary.set(key, (byLibrary.get(key) ?? 0) + gzip);
  }
  console.log('  what stays on /, and why:');
  for (const [library, bytes] of [...byLibrary].sort((a, b) => b[1] - a[1])) {
    const why = WHY_ON_HOME.find(([pattern]) => pattern.test(library === 'copy (frame namespaces)' ? 'copy ' : library))?.[1];
    console.log(`  ${kb(bytes).padStart(10)}  ${library.padEnd(32)} ${why ?? 'NO REASON KNOWN: should it be on / at all?'}`);
  }
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** @param {string} host */
function origin(host) {
  const port = host.split(':')[1];
  const app = Object.entries(PORTS)
    .find(([, value]) => value === port)?.[0]
    .replace('_PORT', '')
    .toLowerCase();
  return `[${app ?? host}] `;
}
