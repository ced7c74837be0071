/** @jest-environment node */
import { GLOSSARY, variantPattern } from './glossary';
import { LANGUAGE_TAGS, type Locale } from './locale';
import { NAVIGATION_MODES, navigationMenu } from './navigation/navigation';
import { copyStrings, localeFiles, readLocaleFile } from './test-support/copy-strings';


/** One line per variant used: where (file and key), which variant, and the glossary's word. */
function variantsIn(locale: Locale, source: string, tree: unknown): string[] {
  return copyStrings(tree).flatMap(([key, text]) =>
    GLOSSARY.flatMap((entry) =>
      entry.avoid[locale]
        .filter((variant) => variantPattern(variant).test(text))
        .map((variant) => `${source} ${key}: "${variant}" where the glossary says "${entry[locale]}" (${entry.term}: ${entry.avoid.why})`),
    ),
  );
}

describe('the glossary', () => {
  it('has each recurring idea once, in both languages', () => {
    const terms = GLOSSARY.map((entry) => entry.term);
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms).toEqual(
      expect.arrayContaining(['trade hotspot', 'briefing', 'debrief', 'mission (a chapter)', 'trade', 'branch', 'How It Works', 'completed']),
    );
    for (const entry of GLOSSARY) expect(entry.en && entry.fr).toBeTruthy();
  });

  it('finds a variant as a whole word in any case, accented letters included', () => {
    expect(variantPattern('chapitre').test('Chapitre 2')).toBe(true);
    expect(variantPattern('complété').test('Vous avez complété la mission.')).toBe(true);
    expect(variantPattern('complété').test('complétées')).toBe(false);
    expect(variantPattern('section').test('intersection')).toBe(false);
  });
});

describe.each(Object.entries(LANGUAGE_TAGS) as Array<[Locale, string]>)('the %s copy (%s) uses the glossary’s words', (locale, tag) => {
  const files = localeFiles(tag);

  it.each(files)('%s', (file) => {
    expect(variantsIn(locale, `${tag}/${file}`, readLocaleFile(tag, file))).toEqual([]);
  });

  it.each([...NAVIGATION_MODES])('the %s menu', (mode) => {
    expect(variantsIn(locale, `navigation (${mode}, ${locale})`, navigationMenu(locale, mode))).toEqual([]);
  });
});
