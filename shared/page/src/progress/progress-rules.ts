import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG, SECTIONS, type ChapterSlug, type Section } from '@mission/content';
import type { ProgressSlug, SectionProgress } from '../bus/chapter-place';
import { isLevelDone, levelFlagsOf, withLevelFlags } from './level-flags';

/** docs/product-rules.md §9: percent per completed chapter, its cap, and the debrief bonus. */
export const PERCENT_PER_CHAPTER = 30;
export const MAX_CHAPTER_PERCENT = 90;
export const DEBRIEF_BONUS_PERCENT = 10;
/** A chapter has Level 1 (recon) and Level 2 (mission): fewer flags is never complete. */
export const MIN_LEVELS_PER_CHAPTER = 2;

export function emptySectionProgress(): SectionProgress {
  return Object.fromEntries(SECTIONS.map((section) => [section, {}])) as SectionProgress;
}

/** docs/product-rules.md §4: complete when it has at least 2 level flags and all are true. */
export function isChapterComplete(levels: readonly boolean[] | undefined): boolean {
  return levels !== undefined && levels.length >= MIN_LEVELS_PER_CHAPTER && levels.every((done) => done === true);
}

/** docs/product-rules.md §4: the end entry counts only with exactly one flag, and that flag true. */
export function isDebriefComplete(levels: readonly boolean[] | undefined): boolean {
  return levels !== undefined && levels.length === 1 && levels[0] === true;
}

/** docs/product-rules.md §4, read from the progress: this chapter of the branch is complete. */
export function isChapterDone<S extends Section>(progress: SectionProgress, section: S, chapter: ChapterSlug<S>): boolean {
  return isChapterComplete(levelFlagsOf(progress, section, chapter));
}

/** docs/product-rules.md §4, read from the progress: the branch's debrief counts (its one flag, true). */
export function isDebriefDone(progress: SectionProgress, section: Section): boolean {
  return isDebriefComplete(levelFlagsOf(progress, section, DEBRIEF_SLUG));
}

export function completedChapterCount(progress: SectionProgress, section: Section): number {
  return CHAPTERS_BY_SECTION[section].filter((chapter) => isChapterDone(progress, section, chapter)).length;
}

/** The menu's percent for one branch: 30 per completed chapter (at most 90) plus 10 for the debrief. */
export function sectionPercent(progress: SectionProgress, section: Section): number {
  const chapters = Math.min(completedChapterCount(progress, section) * PERCENT_PER_CHAPTER, MAX_CHAPTER_PERCENT);
  const bonus = isDebriefDone(progress, section) ? DEBRIEF_BONUS_PERCENT : 0;
  return chapters + bonus;
}

export function isSectionFinished(progress: SectionProgress, section: Section): boolean {
  return CHAPTERS_BY_SECTION[section].every((chapter) => isChapterDone(progress, section, chapter));
}

/** docs/product-rules.md §4: finished when every chapter of every branch has at least 2 levels, all done. */
export function isExperienceFinished(progress: SectionProgress): boolean {
  return SECTIONS.every((section) => isSectionFinished(progress, section));
}

/** docs/product-rules.md §7: completed / total x 100, unrounded; 0 when there is nothing to complete. */
export function percentOf(completed: number, total: number): number {
  return total > 0 ? (completed / total) * 100 : 0;
}

export interface OverallProgress {
  completedExperiences: number;
  totalExperiences: number;
  /** docs/product-rules.md §7: completed / total x 100. */
  progressPercent: number;
  completedBranches: Section[];
}

export function overallProgress(progress: SectionProgress): OverallProgress {
  const totalExperiences = SECTIONS.reduce((sum, section) => sum + CHAPTERS_BY_SECTION[section].length, 0);
  const completedExperiences = SECTIONS.reduce((sum, section) => sum + completedChapterCount(progress, section), 0);
  return {
    completedExperiences,
    totalExperiences,
    progressPercent: percentOf(completedExperiences, totalExperiences),
    completedBranches: SECTIONS.filter((section) => isSectionFinished(progress, section)),
  };
}

/** A slug progress may hold for a branch: one of its chapters, or its debrief. */
export function isProgressSlug<S extends Section>(section: S, slug: unknown): slug is ProgressSlug<S> {
  return slug === DEBRIEF_SLUG || (typeof slug === 'string' && (CHAPTERS_BY_SECTION[section] as readonly string[]).includes(slug));
}

/** The debrief has one level; chapters have Level 1 (recon) and Level 2 (mission). */
export function levelCountOf(slug: ProgressSlug): number {
  return slug === DEBRIEF_SLUG ? 1 : MIN_LEVELS_PER_CHAPTER;
}

/** A level (1-based) that this branch's chapter or debrief really has. */
export function isKnownLevel(section: Section, chapter: string, level: number): boolean {
  return isProgressSlug(section, chapter) && Number.isInteger(level) && level >= 1 && level <= levelCountOf(chapter);
}

/**
 * Marks one level (1-based: Level 1 recon, Level 2 mission; the debrief has level 1) of a
 * chapter as done, without mutating the input. Levels not reached yet stay false. An
 * unknown chapter, a level it does not have, or a level already done returns the input
 * itself, so callers can tell nothing changed.
 */
export function markLevelComplete<S extends Section>(
  progress: SectionProgress,
  section: S,
  chapter: ProgressSlug<S>,
  level: number,
): SectionProgress {
  // The types say which slugs exist; the pair and the level still come from outside.
  if (!isKnownLevel(section, chapter, level)) return progress;
  if (isLevelDone(progress, section, chapter, level)) return progress;
  const levels = [...(levelFlagsOf(progress, section, chapter) ?? [])];
  while (levels.length < level) levels.push(false);
  levels[level - 1] = true;
  return withLevelFlags(progress, section, chapter, levels);
}

/** Progress in the branches named, every other branch of the list of branches empty. */
export function sectionProgressOf(known: Partial<SectionProgress>): SectionProgress {
  return { ...emptySectionProgress(), ...known };
}
