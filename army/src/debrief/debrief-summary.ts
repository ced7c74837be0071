import { CHAPTERS_BY_SECTION } from '@mission/content';
import { isChapterComplete, isSectionFinished, sectionPercent } from '@mission/shared/src/progress/progress-rules';
import type { SectionProgress } from '@mission/shared/src/bus/bus-state';
import type { ArmyChapter } from '../chapters/army-chapters';
import { ARMY_TRADES_BY_CHAPTER, type ArmyTrade } from '../trades/army-trades';

export interface ArmyDebriefSummary {
  /** The menu's percent for the Army (30 per chapter, 10 for the debrief). */
  percent: number;
  chapters: { chapter: ArmyChapter; complete: boolean }[];
  /** Each trade and whether the visitor met it (its chapter's Level 1 is done). */
  trades: { trade: ArmyTrade; chapter: ArmyChapter; met: boolean }[];
  /** All three chapters complete: visiting the debrief now records its end flag. */
  finished: boolean;
}

/** What the debrief shows, from the progress the shell publishes on the bus. */
export function armyDebriefSummary(progress: SectionProgress): ArmyDebriefSummary {
  const chapters = CHAPTERS_BY_SECTION.army.map((chapter) => ({ chapter, complete: isChapterComplete(progress.army[chapter]) }));
  const trades = CHAPTERS_BY_SECTION.army.flatMap((chapter) => {
    const met = progress.army[chapter]?.[0] === true;
    return ARMY_TRADES_BY_CHAPTER[chapter].map((trade) => ({ trade: trade as ArmyTrade, chapter, met }));
  });
  return { percent: sectionPercent(progress, 'army'), chapters, trades, finished: isSectionFinished(progress, 'army') };
}
