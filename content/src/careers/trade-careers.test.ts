/** @jest-environment node */
import { resources } from '../all-copy';
import { BRANCH_LIST } from '../branches/branch-list.mjs';
import { PROVEN_SECTIONS, SECTIONS, type Section } from '../sections';
import { TRADE_CAREERS, partnerBranchOf, tradeCareerOf } from './trade-careers';

/** The trade keys each branch's copy holds, read from the copy as it ships. */
const tradeKeysOf = (section: Section): string[] => Object.keys((resources['en-US'][section] as { trades: object }).trades);

// A draft branch's placeholder trades have no careers page yet (docs/build-a-branch.md "Drafts").
const everyTrade = PROVEN_SECTIONS.flatMap((section) => tradeKeysOf(section).map((trade) => ({ section, trade })));

/** How each branch's own name reads in a partner card's title, in each language. */
const BRANCH_NAMES: Partial<Record<Section, { en: string; fr: string }>> = {
  army: { en: 'Canadian Army', fr: 'Armée canadienne' },
  navy: { en: 'Royal Canadian Navy', fr: 'Marine royale canadienne' },
  air: { en: 'Royal Canadian Air Force', fr: 'Aviation royale canadienne' },
};

describe('trade careers', () => {
  it('reads trades from every branch', () => {
    for (const section of SECTIONS) expect(tradeKeysOf(section).length).toBeGreaterThan(0);
  });

  // Which page proves each address is careers-links-table.test.ts's concern; here, the language.
  it.each(everyTrade)('$section trade "$trade" has a careers page in each language and an owner', ({ trade }) => {
    const career = tradeCareerOf(trade);
    if (!career) throw new Error(`No careers entry for the trade "${trade}" in content/src/careers/trade-careers.ts`);
    expect(career.en).toMatch(/^https:\/\/(www\.canada\.ca|forces\.ca)\/en\//);
    expect(career.fr).toMatch(/^https:\/\/(www\.canada\.ca|forces\.ca)\/fr\//);
    expect([...SECTIONS, 'tri-service']).toContain(career.branch);
  });

  it('marks the clearance diver, and only it, as open to serving members', () => {
    const servingOnly = Object.entries(TRADE_CAREERS).filter(([, career]) => career.openTo === 'serving-members');
    expect(servingOnly.map(([trade]) => trade)).toEqual(['clearanceDiver']);
  });

  // The card says so before its careers link does (docs/fact-sources/careers-links.md).
  it.each(everyTrade.filter(({ trade }) => tradeCareerOf(trade)?.openTo === 'serving-members'))(
    '$section card "$trade" says it is open to serving members, in both languages',
    ({ section, trade }) => {
      const bodyIn = (locale: 'en-US' | 'fr-CA') =>
        (resources[locale][section] as { trades: Record<string, { body: string }> }).trades[trade]?.body;
      expect(bodyIn('en-US')).toMatch(/not a direct-entry trade: selection is open to serving members/i);
      expect(bodyIn('fr-CA')).toMatch(/pas offert à l’enrôlement direct\u00a0: la sélection est ouverte aux militaires en service/);
    },
  );

  it('takes each owner from the list of branches, and lists a careers page for every trade a branch owns', () => {
    for (const branch of BRANCH_LIST) {
      for (const trade of branch.ownTrades) expect({ trade, owner: tradeCareerOf(trade)?.branch }).toEqual({ trade, owner: branch.name });
    }
    const owned = new Set(BRANCH_LIST.flatMap((branch) => branch.ownTrades as readonly string[]));
    expect(tradeCareerOf('medicalTechnician')?.branch).toBe('tri-service');
    expect(Object.entries(TRADE_CAREERS).filter(([trade, career]) => (career.branch === 'tri-service') === owned.has(trade))).toEqual([]);
  });

  it('gives the partner branch only for another branch’s occupation', () => {
    expect(partnerBranchOf('army', 'firefighter')).toBe('air');
    expect(partnerBranchOf('army', 'armourSoldier')).toBeUndefined();
    expect(partnerBranchOf('air', 'pilot')).toBeUndefined();
    expect(partnerBranchOf('army', 'medicalTechnician')).toBeUndefined();
    expect(partnerBranchOf('army', 'notATrade')).toBeUndefined();
  });

  it('lists no trade that no branch shows', () => {
    const shown = new Set(everyTrade.map(({ trade }) => trade));
    expect(Object.keys(TRADE_CAREERS).filter((trade) => !shown.has(trade))).toEqual([]);
  });

  const partnerCards = SECTIONS.flatMap((section) =>
    tradeKeysOf(section)
      .filter((trade) => partnerBranchOf(section, trade))
      .map((trade) => ({ section, trade, owner: partnerBranchOf(section, trade) as Section })),
  );

  it.each(partnerCards)('$section names the $owner on its partner card "$trade", in both languages', ({ section, trade, owner }) => {
    const title = (tag: 'en-US' | 'fr-CA') =>
      (resources[tag][section] as { trades: Record<string, { title: string }> }).trades[trade]?.title;
    expect(title('en-US')).toContain(`(${BRANCH_NAMES[owner]?.en})`);
    expect(title('fr-CA')).toContain(`(${BRANCH_NAMES[owner]?.fr})`);
  });
});
