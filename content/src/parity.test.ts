/** @jest-environment node */
import { LANGUAGE_TAGS } from './locale';
import { NAMESPACES } from './namespaces';
import { localeFiles, readLocaleFile } from './test-support/copy-strings';

/** Copy parity between the two official languages, read from the files as they ship. */
const EN = LANGUAGE_TAGS.en;
const FR = LANGUAGE_TAGS.fr;

type Leaves = Map<string, unknown>;

/** Every leaf of a copy tree, keyed by its dotted path. */
function leaves(tree: unknown, prefix = '', into: Leaves = new Map()): Leaves {
  if (typeof tree === 'object' && tree !== null && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      leaves(value, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, tree);
  }
  return into;
}

/**
 * The values a string inserts. A branch's name is one value in two grammatical forms
 * (`branch`, `ofBranch`: shared/page/src/i18n/branch-names.ts), so either form counts as the branch.
 */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => (match[1] === 'ofBranch' ? 'branch' : (match[1] ?? ''))).sort();
}

const enFiles = localeFiles(EN);
const frFiles = localeFiles(FR);

describe('en-US / fr-CA copy parity', () => {
  it('has the same namespace files in both languages', () => {
    expect(enFiles.length).toBeGreaterThan(0);
    expect(frFiles).toEqual(enFiles);
  });

  it.each([...NAMESPACES])('namespace "%s" has a file in both languages', (ns) => {
    expect(enFiles).toContain(`${ns}.json`);
    expect(frFiles).toContain(`${ns}.json`);
  });

  it('compares real placeholders (the copy has some, so the check below is not vacuous)', () => {
    const withPlaceholders = enFiles.flatMap((file) =>
      [...leaves(readLocaleFile(EN, file)).values()].filter((value) => typeof value === 'string' && placeholders(value).length > 0),
    );
    expect(withPlaceholders.length).toBeGreaterThan(0);
  });

  describe.each(enFiles)('%s', (file) => {
    const en = leaves(readLocaleFile(EN, file));
    const fr = leaves(readLocaleFile(FR, file));

    it('has every English key in French', () => {
      expect([...en.keys()].filter((key) => !fr.has(key))).toEqual([]);
    });

    it('has every French key in English', () => {
      expect([...fr.keys()].filter((key) => !en.has(key))).toEqual([]);
    });

    it('has only non-empty strings in both languages', () => {
      const isBad = (value: unknown) => typeof value !== 'string' || value.trim() === '';
      const bad = [
        ...[...en].filter(([, value]) => isBad(value)).map(([key]) => `${EN}:${key}`),
        ...[...fr].filter(([, value]) => isBad(value)).map(([key]) => `${FR}:${key}`),
      ];
      expect(bad).toEqual([]);
    });

    it('uses the same {{placeholders}} in both languages', () => {
      const mismatched = [...en]
        .filter(([key, value]) => {
          const other = fr.get(key);
          if (typeof value !== 'string' || typeof other !== 'string') return false;
          return placeholders(value).join(',') !== placeholders(other).join(',');
        })
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  });
});
