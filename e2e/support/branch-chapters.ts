import { BRANCH_LIST } from '@mission/content/branch-list';

/**
 * Each branch's chapters in play order, read from the one list of branches
 * (docs/build-a-branch.md "The list"), so a suite that walks every chapter walks a new
 * branch's too without a table of its own.
 */
export type BranchName = (typeof BRANCH_LIST)[number]['name'];

export const BRANCH_CHAPTERS: Readonly<Record<BranchName, readonly string[]>> = Object.fromEntries(
  BRANCH_LIST.map((branch) => [branch.name, branch.chapters.map((chapter) => chapter.name)]),
) as unknown as Record<BranchName, readonly string[]>;

/** The branches a comma list names (the SHOTS_BRANCHES kind), in play order; all of them when it names none. */
export function branchesNamedIn(list: string | undefined): BranchName[] {
  const named = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return BRANCH_LIST.map((branch) => branch.name).filter((name) => named.length === 0 || named.includes(name));
}
