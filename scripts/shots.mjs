// @ts-check
// `npm run shots`: screenshots for review (shared design, "How a scene is judged"): every
// chapter of every branch in English and French on an iPhone 13 profile at four moments
// (reveal, a trade card, Level 2 begun, complete), then home, Mission Select, each debrief
// and Mission Accomplished, at the 'medium' quality tier. Played by the e2e journeys' hidden
// player: this runs `playwright test -c e2e/shots.config.ts` (e2e/shots/chapters.shots.ts),
// outside `npm test`. It builds nothing: run `npm run build` first. Only chapters.shots.ts:
// scene-images.shots.ts in the same folder is `npm run scene-images`'s, briefing-videos.shots.ts
// `npm run briefing-videos`'s.
// Options: branch names (`npm run shots -- <branch> <branch>`), `--lang en|fr` (or `--lang=fr`).
// PNGs: shots/<lang>/<branch>-<chapter>-<moment>.png (SHOTS_DIR moves the folder);
// E2E_PORT_OFFSET moves its server's ports (8680-8683) as for the e2e suite.
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { APP_NAMES } from '@mission/tooling/build/app-ports.mjs';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseShotsArgs } from './shots-args.mjs';

/** The branches' names as plain strings, so a file's branch (any string) can be looked up. */
const branchNames = /** @type {readonly string[]} */ (BRANCH_NAMES);

const root = fileURLToPath(new URL('..', import.meta.url));
const asked = parseShotsArgs(process.argv.slice(2));
if ('error' in asked) {
  console.error(asked.error);
  process.exit(1);
}
for (const app of APP_NAMES) {
  if (!existsSync(`${root}${app}/dist/index.html`)) {
    console.error(`${app}/dist is missing: run "npm run build" first (npm run shots builds nothing).`);
    process.exit(1);
  }
}

const out = process.env.SHOTS_DIR ?? `${root}shots`;
// Each run replaces the pictures of the languages it takes, so none is left from an older build.
for (const lang of asked.langs) {
  for (const file of existsSync(`${out}/${lang}`) ? readdirSync(`${out}/${lang}`) : []) {
    const branch = file.split('-')[0] ?? '';
    if (file.endsWith('.png') && (asked.branches.includes(branch) || !branchNames.includes(branch))) rmSync(`${out}/${lang}/${file}`);
  }
}

const started = Date.now();
const playwright = spawn(
  process.execPath,
  [`${root}node_modules/@playwright/test/cli.js`, 'test', '-c', 'e2e/shots.config.ts', 'chapters.shots'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SHOTS_BRANCHES: asked.branches.join(','), SHOTS_LANGS: asked.langs.join(','), SHOTS_DIR: out },
  },
);
const code = await new Promise((resolve) => playwright.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
const seconds = ((Date.now() - started) / 1000).toFixed(0);
const counts = asked.langs.map(
  (lang) => `${lang} ${existsSync(`${out}/${lang}`) ? readdirSync(`${out}/${lang}`).filter((file) => file.endsWith('.png')).length : 0}`,
);
console.log(
  `\nshots: ${counts.join(', ')} screenshots (${asked.branches.join(', ')}) in ${out}/<lang>/, ${seconds} s${code === 0 ? '' : ' (some were not taken: see above)'}`,
);
process.exit(Number(code));
