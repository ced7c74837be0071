// @ts-check
/**
 * The rule `.githooks/commit-msg` holds every commit message to (docs/tests.md "Commit
 * messages"): a subject of at most 72 characters, so `git log --oneline` and review tools
 * show it whole, and a blank line between it and the body, where the why goes. Pure.
 */

export const SUBJECT_MAX = 72;

/** Git writes these subjects itself from another one, which may already be near the limit. */
const GENERATED = /^(?:Merge |Revert "|fixup! |squash! |amend! )/;

/** Where `git commit --verbose` starts the diff it shows: nothing after it is the message. */
const SCISSORS = /^# -+ >8 -+$/;

/**
 * The message as git will keep it: up to the scissors, without comment lines, trailing
 * spaces or leading blank lines (git's default cleanup, which runs after this hook).
 * @param {string} text the file the hook is given
 * @param {string} commentChar core.commentChar, '#' unless set
 * @returns {string[]}
 */
export function messageLines(text, commentChar = '#') {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const scissors = lines.findIndex((line) => SCISSORS.test(line.replace(commentChar, '#')));
  const kept = (scissors >= 0 ? lines.slice(0, scissors) : lines)
    .filter((line) => !line.startsWith(commentChar))
    .map((line) => line.trimEnd());
  const first = kept.findIndex((line) => line !== '');
  return first < 0 ? [] : kept.slice(first);
}

/**
 * What is wrong with a commit message, one sentence each; none for a good one. An empty
 * message is git's to refuse.
 * @param {string} text
 * @param {string} [commentChar]
 * @returns {string[]}
 */
export function commitMessageProblems(text, commentChar = '#') {
  const [subject, second] = messageLines(text, commentChar);
  if (subject === undefined) return [];
  const problems = [];
  if (subject.length > SUBJECT_MAX && !GENERATED.test(subject)) {
    problems.push(`The subject is ${subject.length} characters; keep it to ${SUBJECT_MAX} (the why goes in the body).`);
  }
  if (second !== undefined && second !== '') problems.push('Leave a blank line between the subject and the body.');
  return problems;
}

/**
 * What `npm install` (the root's `prepare` script, install-hooks.mjs) does about
 * `core.hooksPath`. Outside a git work tree, or when already `.githooks`: nothing. Set to
 * something else (the developer's own hooks): left alone, with a line saying so. In a linked
 * worktree (`git worktree add`): nothing either, since its config is the main checkout's,
 * shared with every other worktree, some of them maybe on branches without `.githooks`; it
 * says how. Otherwise: set it.
 * @param {{ insideWorkTree: boolean, hooksPath: string | undefined, linkedWorktree: boolean }} repo
 * @returns {'set' | 'already' | 'outside' | 'linked-worktree' | 'other'}
 */
export function hooksPathAction({ insideWorkTree, hooksPath, linkedWorktree }) {
  if (!insideWorkTree) return 'outside';
  if (hooksPath === '.githooks') return 'already';
  if (hooksPath) return 'other';
  return linkedWorktree ? 'linked-worktree' : 'set';
}
