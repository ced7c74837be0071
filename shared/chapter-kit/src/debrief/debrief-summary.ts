import { CHAPTERS_BY_SECTION, nextBranch, type ChapterSlug, type Section } from '@mission/content';
import { isChapterDone, isExperienceFinished, isSectionFinished, sectionPercent, tradesMet, type SectionProgress } from '@mission/shared';
import type { BranchTrade } from '../branch-definition';

export interface DebriefSummary<S extends Section = Section> {
  /** The menu's percent for the branch (30 per chapter, 10 for the debrief). */
  percent: number;
  chapters: { chapter: ChapterSlug<S>; complete: boolean }[];
  /**
   * Each trade once, in the order first met, and whether the visitor met it (Level 1 done in
   * any chapter it appears in: one trade can be met in two of a branch's chapters).
   */
  trades: (BranchTrade<S> & { met: boolean })[];
  /** Every chapter of the branch complete: visiting the debrief now records its end flag. */
  finished: boolean;
  /** Every chapter of every branch complete: the way on is Mission Accomplished. */
  experienceFinished: boolean;
}

/** What a branch's debrief shows, from the progress the shell publishes on the bus. */
export function debriefSummary<S extends Section>(
  section: S,
  trades: readonly BranchTrade<S>[],
  progress: SectionProgress,
): DebriefSummary<S> {
  const order = CHAPTERS_BY_SECTION[section] as readonly ChapterSlug<S>[];
  return {
    percent: sectionPercent(progress, section),
    chapters: order.map((chapter) => ({ chapter, complete: isChapterDone(progress, section, chapter) })),
    trades: trades
      .filter((trade, index) => trades.findIndex((other) => other.trade === trade.trade) === index)
      .map((trade) => ({
        ...trade,
        met: trades.some((other) => other.trade === trade.trade && tradesMet(progress, section, other.chapter)),
      })),
    finished: isSectionFinished(progress, section),
    experienceFinished: isExperienceFinished(progress),
  };
}

/**
 * Where the debrief's way on leads: Mission Accomplished from any branch's debrief once every
 * branch is done (docs/product-rules.md: from every branch's debrief, not only the last one's), else the next branch, else nowhere.
 */
export function debriefWayOn(section: Section, experienceFinished: boolean): { path: string; to: 'accomplished' | 'branch' } | null {
  if (experienceFinished) return { path: '/mission-accomplished', to: 'accomplished' };
  const next = nextBranch(section);
  return next ? { path: `/${next}`, to: 'branch' } : null;
}
