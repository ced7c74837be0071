import { BRANCH_LIST, BRANCH_NAMES } from './branches/branch-list.mjs';

type BranchListEntry = (typeof BRANCH_LIST)[number];

/**
 * The military branches; docs/product-rules.md calls them "sections". Not the deployment branch.
 * Read from the one list of branches (docs/build-a-branch.md "The list").
 */
export const SECTIONS: readonly Section[] = BRANCH_NAMES;
export type Section = BranchListEntry['name'];

/** A branch's entry in the list of branches. */
export type BranchEntry<S extends Section = Section> = Extract<BranchListEntry, { name: S }>;

type ChapterLists = { readonly [B in BranchListEntry as B['name']]: readonly B['chapters'][number]['name'][] };

/** Chapters of each branch in play order (docs/product-rules.md §4 lists the same sets; order follows the game design). */
export const CHAPTERS_BY_SECTION = Object.fromEntries(
  BRANCH_LIST.map((branch) => [branch.name, branch.chapters.map((chapter) => chapter.name)]),
) as unknown as ChapterLists;

export type ChapterSlug<S extends Section = Section> = ChapterLists[S][number];

/** A branch's entry in the list of branches, by name. */
export function branchEntry<S extends Section>(section: S): BranchEntry<S> {
  return BRANCH_LIST.find((branch) => branch.name === section) as BranchEntry<S>;
}

/**
 * A branch still as the scaffold wrote it (`draft: true` in the list): placeholder copy and
 * trades, no careers pages, sources or pictures proven yet. The proofs' tests hold every other
 * branch; a team removes the flag when its branch is real (docs/build-a-branch.md "Drafts").
 */
export function isDraftBranch(section: Section): boolean {
  return (branchEntry(section) as { draft?: true }).draft === true;
}

/** The branches whose trades, sources and pictures are proven: every branch but the drafts. */
export const PROVEN_SECTIONS: readonly Section[] = SECTIONS.filter((section) => !isDraftBranch(section));

/** The debrief route of every branch; it records a single "end" flag. */
export const DEBRIEF_SLUG = 'end';

export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
}

export function isChapterOf<S extends Section>(section: S, slug: unknown): slug is ChapterSlug<S> {
  return typeof slug === 'string' && (CHAPTERS_BY_SECTION[section] as readonly string[]).includes(slug);
}
