import { TRADE_CAREERS } from '@mission/content';
import { emptySectionProgress, markLevelComplete } from '@mission/shared';
import { tradesMetEverywhere } from './trades-met-everywhere';

describe('the trades met across every branch', () => {
  it('lists nothing before a Level 1 is done', () => {
    expect(tradesMetEverywhere(emptySectionProgress(), 'en')).toEqual([]);
  });

  it('lists a chapter’s three trades once its Level 1 is done, linked in the visitor’s language', () => {
    const progress = markLevelComplete(emptySectionProgress(), 'army', 'fire', 1);
    expect(tradesMetEverywhere(progress, 'fr')).toEqual([
      {
        section: 'army',
        trades: [
          { trade: 'firefighter', href: TRADE_CAREERS.firefighter.fr },
          { trade: 'armourSoldier', href: TRADE_CAREERS.armourSoldier.fr },
          { trade: 'medicalTechnician', href: TRADE_CAREERS.medicalTechnician.fr },
        ],
      },
    ]);
  });

  it('does not count a chapter whose Level 2 alone is done', () => {
    const progress = markLevelComplete(emptySectionProgress(), 'navy', 'distress', 2);
    expect(tradesMetEverywhere(progress, 'en')).toEqual([]);
  });

  it('names a trade met in two chapters of one branch once, in play order, branch by branch', () => {
    let progress = emptySectionProgress();
    progress = markLevelComplete(progress, 'navy', 'response', 1);
    progress = markLevelComplete(progress, 'navy', 'overboard', 1);
    progress = markLevelComplete(progress, 'air', 'received', 1);
    const met = tradesMetEverywhere(progress, 'en');
    expect(met.map((branch) => branch.section)).toEqual(['navy', 'air']);
    const navy = met[0]!.trades.map((entry) => entry.trade);
    expect(navy).toEqual(['boatswain', 'marineTechnician', 'medicalTechnician', 'clearanceDiver']);
    expect(met[1]!.trades.map((entry) => entry.href)).toContain(TRADE_CAREERS.supplyTechnician.en);
  });
});
