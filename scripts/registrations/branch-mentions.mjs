// @ts-check

/**
 * Where the code outside the branches still names one (docs/build-a-branch.md "The list"):
 * everything else derives from the list of branches, so a new branch touches no other room.
 */

/** Code and configuration, read; pictures, sounds and prose (docs, READMEs) are not. */
const READ = /\.(?:[cm]?[jt]sx?|json|ya?ml|css|html|sh|envsh|conf|template)$|(?:^|\/)Dockerfile[^/]*$/;

/**
 * Files that may hold branch names without deriving them: tests and their support (a test
 * plays a real branch), and each branch's copy namespace in content/locales, which is the
 * branch's own.
 */
const EXEMPT = /\.(?:test|spec|shots)\.[cm]?[jt]sx?$|(?:^|\/)(?:test-support|test-kit)\/|^content\/locales\/[^/]+\/[^/]+\.json$/;

/** A public site's address (`https://www.canada.ca/en/navy/…`): its path is that site's, not a branch's name. */
const PUBLIC_ADDRESS = /https:\/\/\S+/g;

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A branch named as code names it: its name quoted, in a path or a key (`'<name>'`, `/<name>/`,
 * `<name>-storm`, `<name>:`), or its English title as a word. A plain English word that
 * happens to be a name is not a mention, nor an environment variable (`<NAME>_URL`: the
 * registrations' own check holds those, branch-registrations.mjs). The examples here and in
 * the scaffold's own comments use placeholders, never a name a team could scaffold (the
 * docs' example branch is tested in branch-mentions.test.ts).
 * @param {readonly { name: string, title: { en: string } }[]} branches
 * @returns {RegExp}
 */
export function branchMention(branches) {
  const names = branches.map((branch) => escapeRegExp(branch.name)).join('|');
  const titles = branches.map((branch) => escapeRegExp(branch.title.en)).join('|');
  return new RegExp(`(?<=['"\`/])(?:${names})\\b|\\b(?:${names})(?=['"\`/:_-])|\\b(?:${titles})\\b`);
}

/**
 * The files (repository paths) outside every branch's folder that name a branch, each with its
 * first line that does.
 * @param {readonly string[]} files
 * @param {(file: string) => string} read
 * @param {readonly { name: string, title: { en: string } }[]} branches
 * @returns {{ file: string, line: number, text: string }[]}
 */
export function branchMentionsOutside(files, read, branches) {
  const mention = branchMention(branches);
  const inBranch = new RegExp(`^(?:${branches.map((branch) => escapeRegExp(branch.name)).join('|')})/`);
  /** @type {{ file: string, line: number, text: string }[]} */
  const found = [];
  for (const file of files) {
    if (inBranch.test(file) || !READ.test(file) || EXEMPT.test(file)) continue;
    const lines = read(file).split('\n');
    const index = lines.findIndex((line) => mention.test(line.replace(PUBLIC_ADDRESS, '')));
    if (index >= 0) found.push({ file, line: index + 1, text: (lines[index] ?? '').trim().slice(0, 120) });
  }
  return found;
}
