/** @jest-environment node */
import { GLOSSARY, SCREEN_TITLES, variantPattern } from './glossary';
import { LANGUAGE_TAGS, LOCALES } from './locale';
import { readLocaleFile } from './test-support/copy-strings';
import { copySources, glossaryFindings, unexpected } from './test-support/copy-findings';

describe('the glossary', () => {
  it('has each recurring idea once, in both languages', () => {
    const terms = GLOSSARY.map((entry) => entry.term);
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms).toEqual(
      expect.arrayContaining([
        'trade hotspot',
        'briefing',
        'debrief',
        'mission (a chapter)',
        'trade',
        'branch',
        'How It Works',
        'completed',
        'mission accomplished (a chapter)',
        'Mission Select',
        'Northern town',
        'northern lights',
        'the game’s badges',
        'tasking',
        'trades found',
        'the people behind real trades',
        'mudslide',
      ]),
    );
    for (const entry of GLOSSARY) expect(entry.en && entry.fr).toBeTruthy();
  });

  it('finds a variant as a whole word in any case, accented letters included', () => {
    expect(variantPattern('chapitre').test('Chapitre 2')).toBe(true);
    expect(variantPattern('complété').test('Vous avez complété la mission.')).toBe(true);
    expect(variantPattern('complété').test('complétées')).toBe(false);
    expect(variantPattern('section').test('intersection')).toBe(false);
    expect(variantPattern('sélection des missions').test('Retour à la sélection des missions')).toBe(true);
    expect(variantPattern('communauté').test('une communauté du Nord')).toBe(true);
  });

  const avoided = (term: string, locale: 'en' | 'fr') => GLOSSARY.find((entry) => entry.term === term)?.avoid[locale] ?? [];
  const caught = (term: string, locale: 'en' | 'fr', text: string) =>
    avoided(term, locale).some((variant) => variantPattern(variant).test(text));

  it('finds « aurore » without « boréale », and "aurora" but for the CP-140 Aurora', () => {
    expect(caught('northern lights', 'fr', 'L’aurore brille au-dessus de nous.')).toBe(true);
    expect(caught('northern lights', 'fr', 'Centrez chaque aurore.')).toBe(true);
    expect(caught('northern lights', 'fr', 'Aurores : 1/3')).toBe(true);
    expect(caught('northern lights', 'fr', 'trois bandes d’aurore boréale, les aurores\u00a0boréales')).toBe(false);
    expect(caught('northern lights', 'fr', 'à bord d’un CP-140 Aurora')).toBe(false);
    expect(caught('northern lights', 'en', 'Capture three aurora bands')).toBe(true);
    expect(caught('northern lights', 'en', 'in a CP-140 Aurora, under the northern lights')).toBe(false);
  });

  it('finds the Forces’ words for the game’s badges, 911’s dispatch, and the calques the review struck', () => {
    expect(caught('the game’s badges', 'en', 'the Army, Navy and Air Force insignia')).toBe(true);
    expect(caught('the game’s badges', 'fr', 'Insigne de l’Armée')).toBe(true);
    expect(caught('tasking', 'en', 'Army task force, this is dispatch.')).toBe(true);
    expect(caught('tasking', 'fr', 'ici la répartition')).toBe(true);
    expect(caught('trades found', 'fr', 'Métiers rencontrés')).toBe(true);
    expect(caught('trades found', 'fr', 'les gens que vous avez rencontrés')).toBe(false);
    expect(caught('the people behind real trades', 'fr', 'Découvrez les gens derrière de vrais emplois')).toBe(true);
    expect(caught('mudslide', 'fr', 'un glissement de terrain')).toBe(true);
    expect(caught('mudslide', 'fr', 'une coulée de boue')).toBe(false);
  });
});

describe.each([...LOCALES])('the %s copy uses the glossary’s words', (locale) => {
  it.each(copySources(locale).map((source) => [source.source, source] as const))('%s', (_name, source) => {
    expect(unexpected(glossaryFindings(source))).toEqual([]);
  });
});

describe.each([...LOCALES])('the %s copy names each screen with its glossary title', (locale) => {
  const tag = LANGUAGE_TAGS[locale];
  const at = (ns: string, key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], readLocaleFile(tag, `${ns}.json`));

  it.each(SCREEN_TITLES.map((entry) => [entry.idea, entry] as const))('%s', (_idea, entry) => {
    expect(at(entry.ns, entry.key)).toBe(entry[locale]);
  });

  it('never gives a mission’s complete card the title of the final screen', () => {
    expect(at('common', 'kit.complete.title')).not.toBe(at('common', 'screens.accomplished.title'));
    expect(at('accessible', 'mission.completeHeading')).not.toBe(at('common', 'screens.accomplished.title'));
  });
});
