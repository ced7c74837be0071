/** @jest-environment node */
import { commitMessageProblems, hooksPathAction, messageLines } from './commit-message.mjs';

const subject72 = 'x'.repeat(72);

describe('a commit message', () => {
  it('passes with a subject of 72 characters or fewer, alone or with a body after a blank line', () => {
    expect(commitMessageProblems('Short subject\n')).toEqual([]);
    expect(commitMessageProblems(`${subject72}\n\nThe why.\nMore of it.\n`)).toEqual([]);
  });

  it('is refused with a subject over 72 characters, saying how long it is', () => {
    expect(commitMessageProblems(`${subject72}y\n\nbody\n`)).toEqual([
      'The subject is 73 characters; keep it to 72 (the why goes in the body).',
    ]);
  });

  it('is refused when the body starts on the second line', () => {
    expect(commitMessageProblems('Subject\nbody right under it\n')).toEqual(['Leave a blank line between the subject and the body.']);
  });

  it('is read as git keeps it: comments, the verbose diff, trailing spaces and leading blank lines left out', () => {
    const edited = `\n\nSubject   \n# Please enter the commit message\n\nBody\n# ------------------------ >8 ------------------------\n${'+'.repeat(100)}\n`;
    expect(messageLines(edited)).toEqual(['Subject', '', 'Body']);
    expect(commitMessageProblems(edited)).toEqual([]);
    expect(commitMessageProblems('; a comment\nSubject\n', ';')).toEqual([]);
  });

  it("lets git's own subjects run over (merges, reverts, fixups) and leaves an empty message to git", () => {
    expect(commitMessageProblems(`Merge branch '${'b'.repeat(80)}'\n`)).toEqual([]);
    expect(commitMessageProblems(`Revert "${subject72}"\n\nThis reverts commit abc.\n`)).toEqual([]);
    expect(commitMessageProblems(`fixup! ${subject72}\n`)).toEqual([]);
    expect(commitMessageProblems('# only comments\n')).toEqual([]);
  });
});

describe('npm install and core.hooksPath', () => {
  it('sets it in a checkout, and leaves it alone outside one, when set, or in a linked worktree', () => {
    expect(hooksPathAction({ insideWorkTree: true, hooksPath: undefined, linkedWorktree: false })).toBe('set');
    expect(hooksPathAction({ insideWorkTree: true, hooksPath: '/home/dev/my-hooks', linkedWorktree: false })).toBe('other');
    expect(hooksPathAction({ insideWorkTree: false, hooksPath: undefined, linkedWorktree: false })).toBe('outside');
    expect(hooksPathAction({ insideWorkTree: true, hooksPath: '.githooks', linkedWorktree: false })).toBe('already');
    expect(hooksPathAction({ insideWorkTree: true, hooksPath: undefined, linkedWorktree: true })).toBe('linked-worktree');
  });
});
