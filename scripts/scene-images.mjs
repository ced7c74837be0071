// @ts-check
// `npm run scene-images`: the pictures of the home page and Mission Select, made from the
// chapters themselves (docs/prerendered-pages.md, "Scene images"). Plays each chapter's opening
// frame in Chromium at the high tier (e2e/shots/scene-images.shots.ts) on the production build,
// crops it round the middle (where the opening frame keeps its hero), and encodes AVIF and WebP
// at the widths shell/src/scene-images/scene-image-plan.json asks for, into shell/public/scenes/,
// with their sizes in shell/src/scene-images/scene-image-manifest.json. Commit both. It builds
// nothing: run `npm run build` first. Options: branch names (`npm run scene-images -- <branch>`).
import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANCH_LIST, BRANCH_NAMES } from '@mission/content/branch-list';

const root = fileURLToPath(new URL('..', import.meta.url));
const planFile = path.join(root, 'shell/src/scene-images/scene-image-plan.json');
const manifestFile = path.join(root, 'shell/src/scene-images/scene-image-manifest.json');
const outDir = path.join(root, 'shell/public/scenes');
/** @type {{ crops: Record<'thumbnail' | 'hero', { aspect: [number, number], widths: number[] }> }} */
const plan = JSON.parse(readFileSync(planFile, 'utf8'));
const branches = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

for (const app of ['shell', ...BRANCH_NAMES]) {
  if (!existsSync(`${root}${app}/dist/index.html`)) {
    console.error(`${app}/dist is missing: run "npm run build" first.`);
    process.exit(1);
  }
}

const raw = mkdtempSync(path.join(os.tmpdir(), 'scene-images-'));
const started = Date.now();
const playwright = spawn(
  process.execPath,
  [`${root}node_modules/@playwright/test/cli.js`, 'test', '-c', 'e2e/shots.config.ts', 'scene-images'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SHOTS_BRANCHES: branches.join(','), SCENE_RAW_DIR: raw },
  },
);
const code = await new Promise((resolve) => playwright.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
if (code !== 0) {
  console.error('scene-images: some chapters were not drawn (see above); nothing was encoded.');
  process.exit(Number(code));
}

/** @type {Record<string, Record<string, Record<string, Record<string, number>>>>} */
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
for (const file of readdirSync(raw)
  .filter((name) => name.endsWith('.png'))
  .sort()) {
  const name = file.replace(/\.png$/, '');
  const [branch, chapter] = name.split('-');
  const source = path.join(raw, file);
  const [width, height] = execFileSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', source],
    { encoding: 'utf8' },
  )
    .trim()
    .split(',')
    .map(Number);
  /** @type {Record<string, Record<string, Record<string, number>>>} */
  const entry = {};
  const kinds = /** @type {('thumbnail' | 'hero')[]} */ (
    BRANCH_LIST.find((entry) => entry.name === branch)?.heroChapter === chapter ? ['thumbnail', 'hero'] : ['thumbnail']
  );
  for (const kind of kinds) {
    const { aspect, widths } = plan.crops[kind];
    // The largest crop of this aspect that fits the frame, round its middle.
    const cropWidth = Math.min(width ?? 0, Math.floor(((height ?? 0) * aspect[0]) / aspect[1]));
    const cropHeight = Math.floor((cropWidth * aspect[1]) / aspect[0]);
    const crop = `crop=${cropWidth}:${cropHeight}:${Math.floor(((width ?? 0) - cropWidth) / 2)}:${Math.floor(((height ?? 0) - cropHeight) / 2)}`;
    entry[kind] = { avif: {}, webp: {} };
    for (const target of widths) {
      const scale = `scale=${target}:${Math.round((target * aspect[1]) / aspect[0])}:flags=lanczos`;
      const base = path.join(outDir, `${name}-${kind}-${target}`);
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-y',
        '-i',
        source,
        '-vf',
        `${crop},${scale}`,
        '-c:v',
        'libaom-av1',
        '-still-picture',
        '1',
        '-crf',
        '36',
        '-cpu-used',
        '4',
        '-pix_fmt',
        'yuv420p',
        `${base}.avif`,
      ]);
      execFileSync('ffmpeg', [
        '-loglevel',
        'error',
        '-y',
        '-i',
        source,
        '-vf',
        `${crop},${scale}`,
        '-c:v',
        'libwebp',
        '-quality',
        '70',
        `${base}.webp`,
      ]);
      entry[kind].avif[String(target)] = statSync(`${base}.avif`).size;
      entry[kind].webp[String(target)] = statSync(`${base}.webp`).size;
    }
  }
  manifest[name] = entry;
  console.log(
    `scene-images: ${name}: ${Object.entries(entry)
      .map(
        ([kind, formats]) =>
          `${kind} ${Object.entries(formats)
            .map(
              ([format, sizes]) =>
                `${format} ${Object.values(sizes)
                  .map((bytes) => `${(bytes / 1024).toFixed(1)} KB`)
                  .join('/')}`,
            )
            .join(', ')}`,
      )
      .join('; ')}`,
  );
}
rmSync(raw, { recursive: true, force: true });
const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
// Each branch's debrief shows its chapters' thumbnails (WebP) from the remote's own origin:
// the same files, copied into <branch>/public/scenes/ (scripts/scene-image-copies.test.ts).
for (const branch of BRANCH_NAMES) {
  const dir = path.join(root, branch, 'public/scenes');
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(outDir).filter((name) => name.startsWith(`${branch}-`) && /-thumbnail-\d+\.webp$/.test(name))) {
    copyFileSync(path.join(outDir, file), path.join(dir, file));
  }
}
console.log(`scene-images: ${Object.keys(sorted).length} chapters in the manifest, ${((Date.now() - started) / 1000).toFixed(0)} s`);
