// @ts-check
// `npm run images [-- <app>...]`: the images from the apps' builds (docs/decisions.md §8).
// Makes the Debian base if the engine lacks it (debian-base.mjs), builds the shell's and the
// remotes' images from their dist/ (run `npm run build` first), and prints each image's size and
// how long each step took. MISSION_BASE=pull: no base is made, the engine pulls the official
// one (a pipeline with a registry); BASE_IMAGE=<name> builds on another base.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { containerEngine, runEngine } from './container-engine.mjs';
import { ensureDebianBase } from './debian-base.mjs';
import { APPS, buildArgs, imageName } from './images.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** @param {import('./container-engine.mjs').Engine} engine @param {string} image */
function imageId(engine, image) {
  const result = runEngine(engine, ['image', 'inspect', '--format', '{{.Id}}', image], { allowFailure: true });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** @param {number} bytes */
export function megabytes(bytes) {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

/**
 * @param {readonly import('./images.mjs').App[]} apps
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void, label?: string }} [options]
 * @returns {{ app: string, image: string, seconds: number, bytes: number }[]}
 */
export function buildImages(apps, { env = process.env, log = console.log, label } = {}) {
  for (const app of apps) {
    if (!existsSync(path.join(REPO_ROOT, app, 'dist', 'index.html'))) {
      throw new Error(`${app}/dist is missing: build the apps first ("npm run build", or "npm run build -w ${app}").`);
    }
  }
  const engine = containerEngine(env);
  const pull = env.MISSION_BASE === 'pull';
  const baseImage = env.BASE_IMAGE || undefined;
  if (!pull && !baseImage) {
    const started = Date.now();
    const base = ensureDebianBase(engine, { env, log });
    log(`[images] base image: ${base} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return apps.map((app) => {
    const started = Date.now();
    log(`[images] building ${imageName(app)}...`);
    const before = imageId(engine, imageName(app));
    // docker build never pulls unless told; podman's `--pull=never` keeps it from looking.
    // The image it replaces, if any, hands over its build's hashed files (docs/decisions.md, "Version skew").
    const { stdout } = runEngine(
      engine,
      buildArgs(app, {
        baseImage,
        previousImage: before ? imageName(app) : undefined,
        pull: pull || !engine.command.endsWith('podman'),
        label,
        engineArgs: engine.runArgs,
      }),
    );
    if (env.IMAGES_VERBOSE) log(stdout);
    // The image this one replaces, untagged now: removed, unless a container still runs it.
    const after = imageId(engine, imageName(app));
    if (before && before !== after) runEngine(engine, ['rmi', before], { allowFailure: true });
    const seconds = (Date.now() - started) / 1000;
    const bytes = Number(runEngine(engine, ['image', 'inspect', '--format', '{{.Size}}', imageName(app)]).stdout.trim());
    log(`[images] ${imageName(app).padEnd(13)} ${megabytes(bytes).padStart(9)}  built in ${seconds.toFixed(1)} s`);
    return { app, image: imageName(app), seconds, bytes };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const asked = process.argv.slice(2);
  const appNames = /** @type {readonly string[]} */ (APPS);
  const unknown = asked.filter((app) => !appNames.includes(app));
  if (unknown.length > 0) {
    console.error(`[images] no such app: ${unknown.join(', ')} (the apps: ${APPS.join(', ')})`);
    process.exit(1);
  }
  const started = Date.now();
  try {
    process.chdir(REPO_ROOT);
    buildImages(asked.length > 0 ? /** @type {import('./images.mjs').App[]} */ (asked) : APPS);
  } catch (error) {
    console.error(`[images] ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  console.log(`[images] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
