// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANCH_NAMES } from '@mission/content/branch-list';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The module this loader writes again in the monolith build. */
export const BRANCH_APPS_MODULE = fileURLToPath(new URL('./monolith-branch-apps.ts', import.meta.url));

/**
 * monolith-branch-apps.ts as the monolith build compiles it: `BRANCH_APPS` with one literal
 * dynamic import per branch, each named `branch-<name>` for its lazy chunk.
 *
 * @param {string} repoRoot where the branches' folders are
 * @param {readonly string[]} names the branches, in the list's order
 * @returns {string}
 */
export function branchAppsSource(repoRoot, names) {
  const entries = names.map((name) => {
    const entry = JSON.stringify(path.join(repoRoot, name, 'src', 'branch-entry'));
    return `  ${JSON.stringify(name)}: () => import(/* webpackChunkName: ${JSON.stringify(`branch-${name}`)} */ ${entry}),`;
  });
  return `export const BRANCH_APPS = {\n${entries.join('\n')}\n};\n`;
}

/**
 * A webpack loader: whatever monolith-branch-apps.ts says, the build gets the list's branches
 * as literal imports (monolith-webpack-config.mjs applies it to that one file).
 * @returns {string}
 */
export default function branchAppsLoader() {
  return branchAppsSource(REPO_ROOT, BRANCH_NAMES);
}
