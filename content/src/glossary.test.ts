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
        'trade hotspot', 'briefing', 'debrief', 'mission (a chapter)', 'trade', 'branch', 'How It Works', 'completed',
        'mission accomplished (a chapter)', 'Mission Select', 'Northern town',
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
});

describe.each([...LOCALES])('the %s copy uses the glossary’s words', (locale) => {
  it.each(copySources(locale).map((source) => [source.source, source] as const))('%s', (_name, source) => {
    expect(unexpected(glossaryFindings(source))).toEqual([]);
  });
});

describe.each([...LOCALES])('the %s copy names each screen with its glossary title', (locale) => {
  const tag = LANGUAGE_TAGS[locale];
  const at = (ns: string, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], readLocaleFile(tag, `${ns}.json`));

  it.each(SCREEN_TITLES.map((entry) => [entry.idea, entry] as const))('%s', (_idea, entry) => {
    expect(at(entry.ns, entry.key)).toBe(entry[locale]);
  });

  it('never gives a mission’s complete card the title of the final screen', () => {
    expect(at('common', 'kit.complete.title')).not.toBe(at('common', 'screens.accomplished.title'));
    expect(at('accessible', 'mission.completeHeading')).not.toBe(at('common', 'screens.accomplished.title'));
  });
});
