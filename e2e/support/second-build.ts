import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBusContractVersion } from '@mission/tooling/build/create-webpack-config.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FOLDER = path.join(REPO_ROOT, '.tmp', 'e2e-second-builds');
const CONFIG = path.join(REPO_ROOT, 'e2e/support/second-build.webpack.config.mjs');

/** The number the second build of a remote carries: what a branch team's next CI run would stamp. */
export const SECOND_BUILD = 'e2e-second-build';

/** The checkout's bus contract, and the next minor release of it, which a team's next build is made against. */
export const CONTRACT = readBusContractVersion();
/** The checkout's contract's major and minor numbers, for the builds a release or two away. */
export const [CONTRACT_MAJOR, CONTRACT_MINOR] = CONTRACT.split('.').map(Number) as [number, number];
export const NEXT_MINOR_CONTRACT = `${CONTRACT_MAJOR}.${CONTRACT_MINOR + 1}.0`;

/**
 * A second production build of one remote, as its team's next pipeline would make it
 * (BUILD_NUMBER=SECOND_BUILD, or `${SECOND_BUILD}-<contract>`, BRANCH_NAME=qa, and one line
 * changed in every script, so every chunk has a new name: second-build.webpack.config.mjs),
 * made against the next minor release of the bus contract (a shell plays a remote one
 * release newer) or against `contract`, for the tests of a redeploy, a rollout and the
 * contract versions (branch-team/*.spec.ts, deploy/containers.spec.ts). Each is built once per build of the checkout: it is kept, keyed
 * by the first build's integrity.json and the config, so the next test that needs it does not
 * pay the webpack run again (about 40 s of CI on this machine). Returns its dist folder; the
 * caller must not change it.
 */
export function secondBuildOf(app: string, { contract = NEXT_MINOR_CONTRACT }: { contract?: string } = {}): string {
  const first = path.join(REPO_ROOT, app, 'dist');
  const key = createHash('sha256')
    .update(readFileSync(path.join(first, 'integrity.json')))
    .update(readFileSync(CONFIG))
    .digest('hex')
    .slice(0, 12);
  const build = contract === NEXT_MINOR_CONTRACT ? SECOND_BUILD : `${SECOND_BUILD}-${contract}`;
  const prefix = `${app}-${key}`;
  const dist = path.join(FOLDER, `${prefix}-contract-${contract}`);
  if (existsSync(path.join(dist, 'integrity.json'))) return dist;
  mkdirSync(FOLDER, { recursive: true });
  // Another checkout build's leftovers go (the webpack cache stays: it knows what changed).
  for (const old of readdirSync(FOLDER))
    if (old.startsWith(`${app}-`) && !old.startsWith(prefix)) rmSync(path.join(FOLDER, old), { recursive: true, force: true });
  // Built beside, then renamed: a build cut short is never taken for a whole one.
  const building = `${dist}.building`;
  rmSync(building, { recursive: true, force: true });
  execFileSync('npx', ['webpack', '--config', CONFIG, '--mode', 'production', '--output-path', building], {
    cwd: path.join(REPO_ROOT, app),
    env: { ...process.env, BUILD_NUMBER: build, BRANCH_NAME: 'qa', SECOND_BUILD_APP: app, SECOND_BUILD_CONTRACT: contract },
    stdio: 'ignore',
  });
  renameSync(building, dist);
  return dist;
}
