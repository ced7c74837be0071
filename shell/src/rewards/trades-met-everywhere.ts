import { ACCESSIBLE_MISSIONS, SECTIONS, tradeCareerOf, type Locale, type Section } from '@mission/content';
import { tradesMet, type SectionProgress } from '@mission/shared';

export interface MetTrade {
  trade: string;
  /** Its page on the Forces' careers site in the visitor's language. */
  href: string;
}

export interface BranchTradesMet {
  section: Section;
  trades: MetTrade[];
}

/**
 * The trades a visitor met, branch by branch, for Mission Accomplished (docs/product-rules.md §1):
 * a chapter's three trades once its Level 1 is done, in play order, each trade once per branch
 * (a trade can meet you in two chapters of one branch). The chapters' trades are the table
 * the accessible version tells (ACCESSIBLE_MISSIONS); the links, the careers table the trade cards use.
 */
export function tradesMetEverywhere(progress: SectionProgress, locale: Locale): BranchTradesMet[] {
  return SECTIONS.map((section) => {
    const seen = new Set<string>();
    const trades: MetTrade[] = [];
    for (const mission of ACCESSIBLE_MISSIONS) {
      if (mission.section !== section || !tradesMet(progress, section, mission.chapter as never)) continue;
      for (const trade of mission.trades) {
        if (seen.has(trade)) continue;
        seen.add(trade);
        const career = tradeCareerOf(trade);
        // A trade without a careers page fails content's own test first (trade-careers.test.ts).
        if (career) trades.push({ trade, href: career[locale] });
      }
    }
    return { section, trades };
  }).filter((branch) => branch.trades.length > 0);
}
