import type { Locale } from './locale';
import { BRANCH_LIST } from './branches/branch-list.mjs';
import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG, SECTIONS, type ChapterSlug, type Section } from './sections';

/**
 * How a visitor moves through a branch and on to the next one: the targets of each
 * chapter's task, where a chapter's complete card leads, and where a debrief points next.
 * Data the kit and every branch read, so no remote writes its own copy.
 */

/** Level 2 targets per chapter (docs/product-rules.md §9: 3 fires, 4 sandbags, 3 debris; the game design gives 3 for the others), one per task item in the list of branches. */
export const TASK_TARGETS = Object.fromEntries(
  BRANCH_LIST.map((branch) => [
    branch.name,
    Object.fromEntries(branch.chapters.map((chapter) => [chapter.name, chapter.taskItems.length])),
  ]),
) as { readonly [S in Section]: Readonly<Record<ChapterSlug<S>, number>> };

export type ChapterStep<S extends Section = Section> =
  { slug: ChapterSlug<S>; isDebrief: false } | { slug: typeof DEBRIEF_SLUG; isDebrief: true };

/** Where a chapter's complete card leads: the next chapter of the branch, the debrief after the last. */
export function nextStep<S extends Section>(section: S, chapter: ChapterSlug<S>): ChapterStep<S> {
  const order = CHAPTERS_BY_SECTION[section] as readonly ChapterSlug<S>[];
  const index = order.indexOf(chapter);
  if (index < 0) throw new Error(`nextStep: "${String(chapter)}" is not a chapter of ${section}`);
  const next = order[index + 1];
  return next === undefined ? { slug: DEBRIEF_SLUG, isDebrief: true } : { slug: next, isDebrief: false };
}

/** The branch after this one in play order (the list of branches'), or null after the last. */
export function nextBranch(section: Section): Section | null {
  return SECTIONS[SECTIONS.indexOf(section) + 1] ?? null;
}

/** Where each branch's debrief sends a visitor to look for a job, in their language. */
export const CAREERS_LINKS = Object.fromEntries(BRANCH_LIST.map((branch) => [branch.name, branch.careers])) as Readonly<
  Record<Section, Readonly<Record<Locale, string>>>
>;
