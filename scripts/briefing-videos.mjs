// @ts-check
// `npm run briefing-videos`: each chapter's briefing (docs/game-design.md step 2) made from the
// chapter's own scene. Films it in Chromium at the high tier without its markers, frame by frame,
// the camera turning slowly from away from the hero onto the chapter's opening frame
// (e2e/shots/briefing-videos.shots.ts; the move is shared/chapter-kit/src/view/briefing-camera-path.ts),
// on a phone held upright at 9:16, then encodes each film with its sound bed (the branch's
// <branch>/media/generate-videos.sh --beds) into <branch>/public/video/<branch>-<chapter>-briefing.webm
// (VP9 + Opus) and .mp4 (H.264 main + AAC, moov first): 540x960 at 24 frames a second, faded in
// and out, no metadata, each file within the 300 KB budget (scripts/briefing/). No words in the
// picture: the page draws the title and the captions. Commit the files. It builds nothing: run
// `npm run build` first. Options: branch names from the list (`npm run briefing-videos -- <branch>`) and `--fps 24`
// to film every frame rather than every other one (twice as slow; 12 is interpolated to 24).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { parseBriefingArgs } from './briefing/briefing-args.mjs';
import { AUDIO_KBPS, MAX_BYTES, overBudget, retryKbps, videoKbpsFor } from './briefing/briefing-budget.mjs';
import { VIDEO, encodeArgs, filmFilter } from './briefing/briefing-encoding.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const parsed = parseBriefingArgs(process.argv.slice(2));
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(2);
}
const { branches, fps } = parsed;

for (const app of ['shell', ...BRANCH_NAMES]) {
  if (!existsSync(`${root}${app}/dist/index.html`)) {
    console.error(`${app}/dist is missing: run "npm run build" first.`);
    process.exit(1);
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'briefing-videos-'));
const raw = path.join(work, 'frames');
const started = Date.now();
const playwright = spawn(
  process.execPath,
  [`${root}node_modules/@playwright/test/cli.js`, 'test', '-c', 'e2e/shots.config.ts', 'briefing-videos'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SHOTS_BRANCHES: branches.join(','), BRIEFING_RAW_DIR: raw, BRIEFING_FPS: String(fps) },
  },
);
const code = await new Promise((resolve) => playwright.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
if (code !== 0) console.error('briefing-videos: some chapters were not filmed (see above); the others are encoded.');

/** @param {string} file */
const relative = (file) => path.relative(root, file);
const frameCount = Math.round(VIDEO.seconds * fps);
/** @type {string[]} */
const problems = [];
for (const branch of branches) {
  const beds = path.join(work, `beds-${branch}`);
  execFileSync('bash', [`${root}${branch}/media/generate-videos.sh`, '--beds', beds], { stdio: 'inherit' });
  const films = existsSync(raw)
    ? readdirSync(raw)
        .filter((name) => name.startsWith(`${branch}-`))
        .sort()
    : [];
  for (const film of films) {
    const chapter = film.slice(branch.length + 1);
    const frames = path.join(raw, film);
    const filmed = readdirSync(frames).filter((name) => name.endsWith('.png')).length;
    if (filmed !== frameCount) {
      problems.push(`${film}: ${filmed} frames filmed of ${frameCount}; not encoded`);
      continue;
    }
    const picture = path.join(work, `${film}.y4m`);
    execFileSync('ffmpeg', [
      '-nostdin',
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-framerate',
      String(fps),
      '-i',
      path.join(frames, '%04d.png'),
      '-vf',
      filmFilter(fps),
      '-r',
      String(VIDEO.fps),
      picture,
    ]);
    const outDir = path.join(root, branch, 'public/video');
    mkdirSync(outDir, { recursive: true });
    /** @type {{ file: string, bytes: number }[]} */
    const written = [];
    for (const format of /** @type {const} */ (['webm', 'mp4'])) {
      const out = path.join(outDir, `${film}-briefing.${format}`);
      const passLog = path.join(work, `${film}-${format}`);
      /** @type {number | null} */
      let kbps = videoKbpsFor(MAX_BYTES, VIDEO.seconds, AUDIO_KBPS[format]);
      let bytes = 0;
      // Two passes at the budget's rate; a file that still overshoots is made again, lower.
      for (let attempt = 0; kbps !== null && attempt < 4; attempt += 1) {
        const job = { format, picture, bed: path.join(beds, `${chapter}.wav`), kbps, audioKbps: AUDIO_KBPS[format], passLog, out };
        execFileSync('ffmpeg', encodeArgs({ ...job, pass: 1 }), { cwd: work });
        execFileSync('ffmpeg', encodeArgs({ ...job, pass: 2 }), { cwd: work });
        bytes = statSync(out).size;
        kbps = retryKbps(kbps, bytes, MAX_BYTES);
      }
      written.push({ file: relative(out), bytes });
    }
    problems.push(...overBudget(written, MAX_BYTES));
    console.log(`briefing-videos: ${written.map(({ file, bytes }) => `${file} ${(bytes / 1024).toFixed(1)} KB`).join(', ')}`);
  }
}
rmSync(work, { recursive: true, force: true });
console.log(`briefing-videos: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (problems.length > 0 || code !== 0) {
  for (const problem of problems) console.error(`briefing-videos: ${problem}`);
  process.exit(1);
}
