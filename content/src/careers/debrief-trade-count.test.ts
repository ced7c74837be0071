import { BRANCH_LIST } from '../branches/branch-list.mjs';
import { isDraftBranch } from '../sections';
import { copyAt } from '../test-support/copy-at';
import { TRADE_CAREERS, type CareerTradeKey } from './trade-careers';

/**
 * A debrief's lede counts what the branch showed (docs/fact-sources/README.md): the trades
 * met, one per occupation, so two cards for one occupation (the combat engineer, and the
 * combat engineer on heavy equipment) count once, and a trade met in two missions counts once.
 */
const NUMBER_WORDS = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
} as const;
const LEDE = { en: /^Three missions, (\w+) trades\./, fr: /^Trois missions, (\p{L}+) métiers\./u } as const;

/** An occupation is its pair of careers pages: the careers list stands in for several occupations in one language, so one page alone does not name it. */
function occupationOf({ en, fr }: { en: string; fr: string }): string {
  return `${en} ${fr}`;
}

function occupationsOf(trades: readonly string[]): number {
  return new Set(trades.map((trade) => occupationOf(TRADE_CAREERS[trade as CareerTradeKey]))).size;
}

// A draft branch's debrief is placeholder copy (docs/build-a-branch.md "Drafts").
describe.each(BRANCH_LIST.filter((branch) => !isDraftBranch(branch.name)).map((branch) => [branch.name, branch] as const))(
  'the %s debrief',
  (name, branch) => {
    const occupations = occupationsOf(branch.chapters.flatMap((chapter) => chapter.trades));

    it.each(['en', 'fr'] as const)('in %s counts the occupations its missions show', (locale) => {
      const lede = String(copyAt(locale, name, 'debrief.lede'));
      const word = LEDE[locale].exec(lede)?.[1];
      expect(word).toBe(NUMBER_WORDS[locale][occupations]);
    });
  },
);

it('counts one occupation for two cards that link the same careers page', () => {
  expect(occupationsOf(['combatEngineer', 'heavyEquipmentOperator', 'pilot'])).toBe(2);
});
