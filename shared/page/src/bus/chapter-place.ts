import { DEBRIEF_SLUG, isChapterOf, type ChapterSlug, type Section } from '@mission/content';

/** A slug progress and chapter entry may name for branch S: one of its chapters, or its debrief. */
export type ProgressSlug<S extends Section = Section> = ChapterSlug<S> | typeof DEBRIEF_SLUG;

/**
 * Per branch, per chapter slug, one boolean per level (docs/product-rules.md §3 "sectionProgress"): each
 * branch holds only its own chapters and its debrief (`end`). Read it through the named
 * helpers of `progress/` (`isLevelDone`, `tradesMet`, `isChapterDone`...), not by index.
 */
export type SectionProgress = { [S in Section]: Partial<Record<ProgressSlug<S>, boolean[]>> };

/**
 * A branch and one of its own chapters, as one value: a branch paired with another
 * branch's chapter does not compile.
 */
export type ChapterPlace<S extends Section = Section> = { [K in S]: { section: K; chapter: ChapterSlug<K> } }[S];

/** The same, where the branch's debrief (`end`) may stand for the chapter. */
export type ProgressPlace<S extends Section = Section> = { [K in S]: { section: K; chapter: ProgressSlug<K> } }[S];

/** Builds a place from its two parts (exactly those two fields, ready to spread into an event). */
export function chapterPlace<S extends Section>(section: S, chapter: ChapterSlug<S>): ChapterPlace<S> {
  return { section, chapter };
}

export function progressPlace<S extends Section>(section: S, chapter: ProgressSlug<S>): ProgressPlace<S> {
  return { section, chapter };
}

/** A place from a plain string, once checked: null when the branch has no such chapter. */
export function chapterPlaceOf<S extends Section>(section: S, chapter: string): ChapterPlace<S> | null {
  return isChapterOf(section, chapter) ? { section, chapter } : null;
}
