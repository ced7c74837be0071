/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GLOSSARY, variantPattern } from './glossary';
import { LANGUAGE_TAGS, type Locale } from './locale';
import { NAVIGATION_MODES, navigationMenu } from './navigation/navigation';

const LOCALES_DIR = path.resolve(__dirname, '../locales');

/** Every string of a copy tree, keyed by its dotted path. */
function strings(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

/** One line per variant used: where (file and key), which variant, and the glossary's word. */
function variantsIn(locale: Locale, source: string, tree: unknown): string[] {
  return strings(tree).flatMap(([key, text]) =>
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
  const files = readdirSync(path.join(LOCALES_DIR, tag)).filter((file) => file.endsWith('.json'));

  it.each(files)('%s', (file) => {
    const tree: unknown = JSON.parse(readFileSync(path.join(LOCALES_DIR, tag, file), 'utf8'));
    expect(variantsIn(locale, `${tag}/${file}`, tree)).toEqual([]);
  });

  it.each([...NAVIGATION_MODES])('the %s menu', (mode) => {
    expect(variantsIn(locale, `navigation (${mode}, ${locale})`, navigationMenu(locale, mode))).toEqual([]);
  });
});
