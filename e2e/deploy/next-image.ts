import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runEngine, type Engine } from '../../scripts/images/container-engine.mjs';
import { REMOTE_DOCKERFILE, buildArgs, imageName } from '../../scripts/images/images.mjs';
import { secondBuildOf } from '../support/second-build';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A remote team's next release as its pipeline makes it, from its own checkout: the second
 * build of the remote (e2e/support/second-build.ts, made once per checkout build), packaged as
 * an image that carries the hashed files of the image it replaces (`previous`, as `npm run
 * images` passes it: docs/decisions.md, "Version skew"). Returns the image's tag, the new
 * build's dist folder and a function that removes the image.
 */
export function buildNextImage(
  engine: Engine,
  app: Parameters<typeof buildArgs>[0],
  { tag, previous = imageName(app) }: { tag: string; previous?: string },
): { tag: string; dist: string; remove: () => void } {
  const context = mkdtempSync(path.join(os.tmpdir(), `${app}-image-`));
  try {
    const dist = path.join(context, app, 'dist');
    cpSync(secondBuildOf(app), dist, { recursive: true });
    for (const part of ['shared/tooling/deploy/nginx', 'shared/tooling/deploy/container', `${app}/deploy`]) {
      cpSync(path.join(REPO_ROOT, part), path.join(context, part), { recursive: true });
    }
    const args = buildArgs(app, { tag, previousImage: previous, engineArgs: engine.runArgs });
    args[args.indexOf(REMOTE_DOCKERFILE)] = path.join(context, REMOTE_DOCKERFILE);
    args[args.length - 1] = context;
    runEngine(engine, args);
    return {
      tag,
      dist,
      remove: () => {
        runEngine(engine, ['rmi', '--force', tag], { allowFailure: true });
        rmSync(context, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(context, { recursive: true, force: true });
    throw error;
  }
}
