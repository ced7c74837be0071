import { CHAPTERS_BY_SECTION, SECTIONS, type ChapterSlug, type Section } from '@mission/content';
import { isChapterDone } from '../progress/progress-rules';
import type { SectionProgress } from '../bus/bus-state';

export interface BadgeSlot<S extends Section = Section> {
  section: S;
  chapter: ChapterSlug<S>;
  earned: boolean;
}

/**
 * A branch's badges in play order, each earned once its chapter is complete (both levels):
 * derived from the progress already kept, so nothing new is stored and a badge cannot
 * disagree with the percent.
 */
export function branchBadges<S extends Section>(progress: SectionProgress, section: S): BadgeSlot<S>[] {
  return (CHAPTERS_BY_SECTION[section] as readonly ChapterSlug<S>[]).map((chapter) => ({
    section,
    chapter,
    earned: isChapterDone(progress, section, chapter),
  }));
}

/** Every branch's badges, in the list of branches' order. */
export function allBadges(progress: SectionProgress): BadgeSlot[] {
  return SECTIONS.flatMap((section) => branchBadges(progress, section));
}
