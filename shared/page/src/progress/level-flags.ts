import type { ChapterSlug, Section } from '@mission/content';
import type { SectionProgress } from '../bus/chapter-place';
import type { ProgressSlug } from '../bus/chapter-place';

/**
 * Reading the level flags by name: levels are 1-based everywhere (Level 1 Recon, Level 2
 * Mission; the debrief's one level is 1), so no caller has to remember that flag 0 is
 * Level 1.
 */

/** The flags of one chapter (or the debrief) of a branch; undefined before its first level. */
export function levelFlagsOf<S extends Section>(
  progress: SectionProgress,
  section: S,
  slug: ProgressSlug<S>,
): readonly boolean[] | undefined {
  return progress[section][slug];
}

/** Whether one level (1-based) of a chapter, or the debrief's level 1, is done. */
export function isLevelDone<S extends Section>(progress: SectionProgress, section: S, slug: ProgressSlug<S>, level: number): boolean {
  return levelFlagsOf(progress, section, slug)?.[level - 1] === true;
}

/** The visitor met a chapter's trades: its Level 1 (Recon) is done. */
export function tradesMet<S extends Section>(progress: SectionProgress, section: S, chapter: ChapterSlug<S>): boolean {
  return isLevelDone(progress, section, chapter, 1);
}

/** How many of a chapter's (or the debrief's) levels are done, in any order. */
export function levelsDoneCount<S extends Section>(progress: SectionProgress, section: S, slug: ProgressSlug<S>): number {
  return (levelFlagsOf(progress, section, slug) ?? []).filter((done) => done === true).length;
}

/** A copy of the progress with one chapter's flags replaced; the input is not touched. */
export function withLevelFlags<S extends Section>(
  progress: SectionProgress,
  section: S,
  slug: ProgressSlug<S>,
  flags: readonly boolean[],
): SectionProgress {
  return { ...progress, [section]: { ...progress[section], [slug]: [...flags] } };
}
