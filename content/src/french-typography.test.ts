/** @jest-environment node */
import { frenchTypographyProblems, nameCharacter } from './french-typography';
import { LANGUAGE_TAGS } from './locale';
import { NAVIGATION_MODES, navigationMenu } from './navigation/navigation';
import { copyStrings, localeFiles, readLocaleFile } from './test-support/copy-strings';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('frenchTypographyProblems', () => {
  it('wants the typographic apostrophe (’), not the straight one', () => {
    expect(frenchTypographyProblems('l’expérience')).toEqual([]);
    expect(frenchTypographyProblems("l'expérience")).toEqual([{ rule: 'apostrophe', character: "'", index: 1 }]);
  });

  it('wants a no-break space, wide or narrow, before a colon', () => {
    expect(frenchTypographyProblems(`Pas de caméra${NBSP}: le ciel`)).toEqual([]);
    expect(frenchTypographyProblems(`Pas de caméra${NNBSP}: le ciel`)).toEqual([]);
    expect(frenchTypographyProblems('Pas de caméra : le ciel')).toEqual([{ rule: 'space before colon', character: ' ', index: 13 }]);
    expect(frenchTypographyProblems('Pas de caméra: le ciel')).toEqual([{ rule: 'space before colon', character: 'a', index: 12 }]);
  });

  it('leaves a web address’s colon and a time’s colon alone', () => {
    expect(frenchTypographyProblems('https://forces.ca/fr/ à 9:30')).toEqual([]);
  });

  it('wants a no-break space before a percent sign, after a number or a placeholder', () => {
    expect(frenchTypographyProblems(`terminées à {{percent}}${NBSP}%`)).toEqual([]);
    expect(frenchTypographyProblems('terminées à 30 %')).toEqual([{ rule: 'space before percent', character: ' ', index: 14 }]);
    expect(frenchTypographyProblems('terminées à {{percent}}%')).toEqual([{ rule: 'space before percent', character: '}', index: 22 }]);
  });

  it('wants no-break spaces inside « », and « » rather than straight or English quotes', () => {
    expect(frenchTypographyProblems(`Touchez «${NBSP}Continuer${NBSP}»`)).toEqual([]);
    expect(frenchTypographyProblems('Touchez « Continuer »')).toEqual([
      { rule: 'space inside guillemets', character: ' ', index: 9 },
      { rule: 'space inside guillemets', character: ' ', index: 19 },
    ]);
    expect(frenchTypographyProblems('Touchez "Continuer"').map((problem) => problem.rule)).toEqual([
      'quotes other than guillemets',
      'quotes other than guillemets',
    ]);
    expect(frenchTypographyProblems('Touchez “Continuer”')).toHaveLength(2);
  });

  it('names a space so it can be seen in a message', () => {
    expect(nameCharacter(' ')).toBe('a plain space (U+0020)');
    expect(nameCharacter("'")).toBe('"\'" (U+0027)');
  });
});

/** One line per problem: where it is (file and key), which rule, and the character at fault. */
function problemsIn(source: string, tree: unknown): string[] {
  return copyStrings(tree).flatMap(([key, text]) =>
    frenchTypographyProblems(text).map(
      (problem) => `${source} ${key}: ${problem.rule}: ${nameCharacter(problem.character)} at ${problem.index} in "${text}"`,
    ),
  );
}

describe('the fr-CA copy keeps French typography', () => {
  const files = localeFiles(LANGUAGE_TAGS.fr);

  it('reads every fr-CA copy file', () => {
    expect(files).toEqual(expect.arrayContaining(['common.json', 'errors.json', 'army.json', 'navy.json', 'air.json']));
  });

  it.each(files)('fr-CA/%s', (file) => {
    expect(problemsIn(`fr-CA/${file}`, readLocaleFile(LANGUAGE_TAGS.fr, file))).toEqual([]);
  });

  it.each([...NAVIGATION_MODES])('the French %s menu', (mode) => {
    expect(problemsIn(`navigation (${mode}, fr)`, navigationMenu('fr', mode))).toEqual([]);
  });
});
