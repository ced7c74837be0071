import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FOLDER = path.join(REPO_ROOT, '.tmp', 'e2e-second-builds');

/** The number the second build of a remote carries: what a branch team's next CI run would stamp. */
export const SECOND_BUILD = 'e2e-second-build';

/**
 * A second production build of one remote, as its team's next pipeline would make it
 * (BUILD_NUMBER=SECOND_BUILD, BRANCH_NAME=qa, and one line changed in every script, so every
 * chunk has a new name: second-build.webpack.config.mjs), for the tests of a redeploy and a
 * rollout (branch-team/rolling-update.spec.ts, deploy/containers.spec.ts). Built once per
 * build of the checkout: it is kept, keyed by the first build's integrity.json, so the second
 * test that needs it does not pay the webpack run again (about 40 s of CI on this machine).
 * Kept by the first build's integrity.json and the second build's config.
 * Returns its dist folder; the caller must not change it.
 */
export function secondBuildOf(app: string): string {
  const first = path.join(REPO_ROOT, app, 'dist');
  const config = path.join(REPO_ROOT, 'e2e/support/second-build.webpack.config.mjs');
  const key = createHash('sha256').update(readFileSync(path.join(first, 'integrity.json'))).update(readFileSync(config)).digest('hex').slice(0, 12);
  const dist = path.join(FOLDER, `${app}-${key}`);
  if (existsSync(path.join(dist, 'integrity.json'))) return dist;
  mkdirSync(FOLDER, { recursive: true });
  // Another checkout build's leftovers go.
  for (const old of readdirSync(FOLDER)) if (old.startsWith(`${app}-`)) rmSync(path.join(FOLDER, old), { recursive: true, force: true });
  // Built beside, then renamed: a build cut short is never taken for a whole one.
  const building = `${dist}.building`;
  execFileSync('npx', ['webpack', '--config', config, '--mode', 'production', '--output-path', building], {
    cwd: path.join(REPO_ROOT, app),
    env: { ...process.env, BUILD_NUMBER: SECOND_BUILD, BRANCH_NAME: 'qa', SECOND_BUILD_APP: app },
    stdio: 'ignore',
  });
  renameSync(building, dist);
  return dist;
}
