// @ts-check
// `npm install`'s `prepare` step: points git at the repository's hooks (`.githooks/`, docs/tests.md
// "Commit messages") by `git config core.hooksPath .githooks`, only inside a git work tree
// (hooksPathAction). Never fails the install: a tarball, a machine without git or a refused
// config only print a line.
import { spawnSync } from 'node:child_process';
import { hooksPathAction } from './commit-message.mjs';

/** @param {string[]} args */
const git = (args) => {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
};

try {
  const insideWorkTree = git(['rev-parse', '--is-inside-work-tree']) === 'true';
  const gitDir = insideWorkTree ? git(['rev-parse', '--path-format=absolute', '--git-dir']) : undefined;
  const commonDir = insideWorkTree ? git(['rev-parse', '--path-format=absolute', '--git-common-dir']) : undefined;
  const hooksPath = insideWorkTree ? git(['config', '--get', 'core.hooksPath']) : undefined;
  const action = hooksPathAction({ insideWorkTree, hooksPath, linkedWorktree: gitDir !== commonDir });
  if (action === 'set') {
    if (git(['config', 'core.hooksPath', '.githooks']) === undefined)
      console.warn('[hooks] could not set core.hooksPath: run `git config core.hooksPath .githooks`.');
    else console.log('[hooks] core.hooksPath = .githooks (commit subjects of 72 characters or fewer).');
  } else if (action === 'other') {
    console.log(`[hooks] core.hooksPath is ${hooksPath}: left as it is, so .githooks/commit-msg does not run.`);
  } else if (action === 'linked-worktree') {
    console.log(
      '[hooks] a linked worktree shares its git config: run `git config core.hooksPath .githooks` in the main checkout to use .githooks/.',
    );
  }
} catch (error) {
  console.warn(`[hooks] not installed: ${/** @type {Error} */ (error).message}`);
}
