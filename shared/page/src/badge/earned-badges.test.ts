import { allBadges, branchBadges } from './earned-badges';
import { CHAPTERS_BY_SECTION, SECTIONS } from '@mission/content';
import { sectionProgressOf } from '../progress/progress-rules';

describe('the badges a visitor has earned', () => {
  it('gives a branch one badge per chapter, in play order, earned once both levels are done', () => {
    const progress = sectionProgressOf({ army: { fire: [true, true], flood: [true, false] } });
    expect(branchBadges(progress, 'army')).toEqual([
      { section: 'army', chapter: 'fire', earned: true },
      { section: 'army', chapter: 'flood', earned: false },
      { section: 'army', chapter: 'mudslide', earned: false },
    ]);
  });

  it('reads a corrupted entry as not earned, keeping every valid one', () => {
    const progress = sectionProgressOf({ navy: { distress: [true, true], response: [true] as boolean[], overboard: [] } });
    expect(branchBadges(progress, 'navy').map((badge) => badge.earned)).toEqual([true, false, false]);
  });

  it('lists one badge per chapter of every branch of the list', () => {
    const progress = sectionProgressOf({ air: { received: [true, true] } });
    const badges = allBadges(progress);
    expect(badges.map((badge) => `${badge.section}/${badge.chapter}`)).toEqual(
      SECTIONS.flatMap((section) => (CHAPTERS_BY_SECTION[section] as readonly string[]).map((chapter) => `${section}/${chapter}`)),
    );
    expect(badges.filter((badge) => badge.earned)).toEqual([{ section: 'air', chapter: 'received', earned: true }]);
  });
});
