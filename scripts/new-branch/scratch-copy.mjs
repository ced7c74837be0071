// @ts-check
/**
 * A throwaway copy of the repository to scaffold a branch in (docs/build-a-branch.md "The
 * scaffold's test"): the files git knows (committed or not, never ignored ones), and a
 * node_modules of links to this checkout's packages, except the workspaces' own
 * (@mission/...), which point into the copy so its list of branches is the one built. Never
 * run `npm install` in it: its packages are links into this checkout, which npm would write through.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @param {string} root this checkout
 * @returns {{ dir: string, remove: () => void }}
 */
export function scratchCopy(root) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mission-new-branch-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      cpSync(from, path.join(dir, file), { verbatimSymlinks: true });
    } catch (error) {
      // A file deleted but not yet committed is listed and absent: nothing to copy.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
  }
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@mission'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    // Caches (tsc's build info, loaders') stay the copy's own.
    if (entry !== '@mission' && entry !== '.cache') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  // Each link as npm made it (`shared` -> ../../shared/page): relative, so it points into the copy.
  for (const workspace of readdirSync(path.join(root, 'node_modules', '@mission'))) {
    symlinkSync(readlinkSync(path.join(root, 'node_modules', '@mission', workspace)), path.join(modules, '@mission', workspace));
  }
  // A repository of its own, nothing committed: `git ls-files --others` then lists what a commit
  // would hold, as the branch-mentions test (run by the scaffold) reads it in a checkout.
  execFileSync('git', ['init', '--quiet'], { cwd: dir });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
