/** @jest-environment node */
import { frenchTypographyProblems, nameCharacter } from './french-typography';
import { copySources, typographyFindings, unexpected } from './test-support/copy-findings';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('frenchTypographyProblems', () => {
  it('wants the typographic apostrophe (’), not the straight one', () => {
    expect(frenchTypographyProblems('l’expérience')).toEqual([]);
    expect(frenchTypographyProblems("l'expérience")).toEqual([{ rule: 'apostrophe', character: "'", index: 1 }]);
  });

  it('wants a no-break space before a colon, the wide one (U+00A0) as the Translation Bureau writes it', () => {
    expect(frenchTypographyProblems(`Pas de caméra${NBSP}: le ciel`)).toEqual([]);
    expect(frenchTypographyProblems(`Pas de caméra${NNBSP}: le ciel`)).toEqual([
      { rule: 'narrow space before colon', character: NNBSP, index: 13 },
    ]);
    expect(frenchTypographyProblems('Pas de caméra : le ciel')).toEqual([{ rule: 'space before colon', character: ' ', index: 13 }]);
    expect(frenchTypographyProblems('Pas de caméra: le ciel')).toEqual([{ rule: 'space before colon', character: 'a', index: 12 }]);
  });

  it('wants no capital after a colon, but a proper noun’s, an initialism’s or a quote’s', () => {
    expect(frenchTypographyProblems(`Suivant${NBSP}: l’écran final`)).toEqual([]);
    expect(frenchTypographyProblems(`Suivant${NBSP}: Toutes vos missions sont accomplies`)).toEqual([
      { rule: 'capital after colon', character: 'T', index: 10 },
    ]);
    expect(frenchTypographyProblems(`Prochain élément${NBSP}: Marine, puis${NBSP}: Aviation`)).toEqual([]);
    expect(frenchTypographyProblems(`un appel${NBSP}: «${NBSP}Mayday${NBSP}» et${NBSP}: CH-148, GPS`)).toEqual([]);
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

  it('wants a no-break space, wide or narrow, before ; ! and ?, not a plain space nor none', () => {
    expect(frenchTypographyProblems(`Déjà commencé${NNBSP}? Oui${NBSP}! La suite${NNBSP}; la fin.`)).toEqual([]);
    expect(frenchTypographyProblems('Déjà commencé?')).toEqual([
      { rule: 'space before semicolon, exclamation or question mark', character: 'é', index: 12 },
    ]);
    expect(frenchTypographyProblems('Maintenant !').map((problem) => problem.character)).toEqual([' ']);
    expect(frenchTypographyProblems('refaire; votre').map((problem) => problem.rule)).toEqual([
      'space before semicolon, exclamation or question mark',
    ]);
  });

  it('leaves a web address’s ? and a doubled mark alone', () => {
    expect(frenchTypographyProblems('https://forces.ca/fr/?debug=1&x=2')).toEqual([]);
    expect(frenchTypographyProblems(`Vraiment${NNBSP}?!`)).toEqual([]);
  });

  it('wants a no-break space between a figure and its unit', () => {
    expect(frenchTypographyProblems(`à 12${NBSP}milles marins, 045${NNBSP}degrés, 3${NBSP}km`)).toEqual([]);
    expect(frenchTypographyProblems('à 12 milles marins')).toEqual([{ rule: 'space between figure and unit', character: ' ', index: 4 }]);
    expect(frenchTypographyProblems('045 degrés, 3 km/h').map((problem) => problem.index)).toEqual([3, 13]);
    expect(frenchTypographyProblems('Android 10 ou plus, mission 1 sur 3, 3 métiers')).toEqual([]);
  });

  it('names a space so it can be seen in a message', () => {
    expect(nameCharacter(' ')).toBe('a plain space (U+0020)');
    expect(nameCharacter("'")).toBe('"\'" (U+0027)');
  });
});

describe('the fr-CA copy keeps French typography', () => {
  const sources = copySources('fr');

  it('reads every fr-CA copy file and both menus', () => {
    expect(sources.map((source) => source.source)).toEqual(
      expect.arrayContaining([
        'fr-CA/common.json',
        'fr-CA/errors.json',
        'fr-CA/army.json',
        'fr-CA/navy.json',
        'fr-CA/air.json',
        'navigation (immersive, fr)',
      ]),
    );
  });

  it.each(sources.map((source) => [source.source, source] as const))('%s', (_name, source) => {
    expect(unexpected(typographyFindings(source))).toEqual([]);
  });
});
