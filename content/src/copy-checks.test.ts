/** @jest-environment node */
import { copyTypographyProblems, isTitleLike, sentenceCaseProblems } from './copy-typography';
import { LOCALES } from './locale';
import { copySources, sentenceCaseFindings, typographyFindings, unexpected } from './test-support/copy-findings';

describe('copyTypographyProblems', () => {
  it('finds the typewriter apostrophe and double quote in either language', () => {
    expect(copyTypographyProblems('This page doesn’t exist', 'en')).toEqual([]);
    expect(copyTypographyProblems("This page doesn't exist", 'en')).toEqual([{ rule: 'straight apostrophe', found: "'", index: 15 }]);
    expect(copyTypographyProblems('Tap “Continue”', 'en')).toEqual([]);
    expect(copyTypographyProblems('Tap "Continue"', 'en').map((problem) => problem.rule)).toEqual([
      'straight double quote',
      'straight double quote',
    ]);
    expect(copyTypographyProblems("l'expérience", 'fr').map((problem) => problem.rule)).toEqual(['straight apostrophe']);
  });

  it('wants a button’s name quoted after the verb that presses it', () => {
    expect(copyTypographyProblems('Tap “Continue”, then tap the doorway', 'en')).toEqual([]);
    expect(copyTypographyProblems('Tap Continue, then allow motion access', 'en')).toEqual([
      { rule: 'button name not quoted', found: 'Tap ', index: 0 },
    ]);
    expect(copyTypographyProblems('Touchez «\u00a0Continuer\u00a0», puis touchez le portail', 'fr')).toEqual([]);
    expect(copyTypographyProblems('Touchez Continuer, puis autorisez', 'fr').map((problem) => problem.rule)).toEqual([
      'button name not quoted',
    ]);
  });

  it('wants a measure in figures, not words', () => {
    expect(copyTypographyProblems('twelve nautical miles north', 'en')).toEqual([
      { rule: 'measure in words', found: 'twelve nautical miles', index: 0 },
    ]);
    expect(copyTypographyProblems('12 nautical miles north, three trades', 'en')).toEqual([]);
    expect(copyTypographyProblems('à douze milles marins au nord', 'fr').map((problem) => problem.found)).toEqual(['douze milles marins']);
    expect(copyTypographyProblems('trois métiers, deux minutes', 'fr')).toEqual([]);
  });
});

describe('sentenceCaseProblems', () => {
  it('checks titles, labels and buttons, not sentences', () => {
    expect(isTitleLike('Back to mission select')).toBe(true);
    expect(isTitleLike('Turn your phone to look around.')).toBe(false);
    expect(isTitleLike('Next: {{title}}')).toBe(true);
  });

  it('finds capitals sentence case drops, keeping proper nouns, initialisms and a new start after : or ·', () => {
    expect(sentenceCaseProblems('Grant Permission')).toEqual(['Permission']);
    expect(sentenceCaseProblems('Back to Mission Select')).toEqual(['Mission', 'Select']);
    expect(sentenceCaseProblems('Careers in the Canadian Armed Forces')).toEqual([]);
    expect(sentenceCaseProblems('Level 1 · Recon')).toEqual([]);
    expect(sentenceCaseProblems('Next: Mission accomplished')).toEqual([]);
    expect(sentenceCaseProblems('See “Mission accomplished”')).toEqual([]);
    expect(sentenceCaseProblems('Scan the QR code with {{app}}')).toEqual([]);
  });
});

describe.each([...LOCALES])('the %s copy keeps the typography of both languages', (locale) => {
  it.each(copySources(locale).map((source) => [source.source, source] as const))('%s', (_name, source) => {
    expect(unexpected(typographyFindings(source))).toEqual([]);
  });
});

describe('the English copy writes titles, labels and buttons in sentence case', () => {
  it.each(copySources('en').map((source) => [source.source, source] as const))('%s', (_name, source) => {
    expect(unexpected(sentenceCaseFindings(source))).toEqual([]);
  });
});
