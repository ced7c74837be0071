/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { BRANCH_LIST, SHELL_PORT } from './branch-list.mjs';
import { PAGE_SURFACES, branchListProblems, checkedBranchList } from './branch-list-rules.mjs';

type Entry = Parameters<typeof branchListProblems>[0][number];

const branch = (name: string, port: number, chapters: Entry['chapters']): Entry => ({
  name,
  title: { en: name, fr: name },
  port,
  soundSets: [],
  light: { key: '#ffffff', fill: '#000000', rim: '#808080', keyFrom: [0, 20] },
  colours: { accent: '#8a9a7a', ink: '#d5dccb', deep: '#2b3325' },
  emblem: 'star',
  careers: { en: 'https://example.ca/en', fr: 'https://example.ca/fr' },
  ownTrades: [],
  heroChapter: chapters[0]?.name ?? '',
  chapters,
});
const chapter = (name: string, en: string, fr: string, taskItems: readonly string[] = ['one', 'two', 'three']) => ({
  name,
  title: { en, fr },
  slug: { en, fr },
  trades: ['lead', 'technician', 'medic'],
  taskItems,
});

const coast = branch('coast', 8090, [chapter('storm', 'storm', 'tempete')]);
const ridge = branch('ridge', 8091, [chapter('climb', 'climb', 'escalade')]);

describe('the list of branches', () => {
  it('has no problem as it stands', () => {
    expect(branchListProblems(BRANCH_LIST, SHELL_PORT)).toEqual([]);
  });

  it('accepts two distinct branches', () => {
    expect(branchListProblems([coast, ridge], SHELL_PORT)).toEqual([]);
  });

  it('names a branch declared twice', () => {
    expect(branchListProblems([coast, { ...coast, port: 8095 }], SHELL_PORT)).toEqual(['branch "coast" is declared twice']);
  });

  it('names a port clash, with another branch or with the shell', () => {
    expect(branchListProblems([coast, { ...ridge, port: 8090 }], SHELL_PORT)).toEqual([
      'branch "ridge": port 8090 is already branch "coast"\'s',
    ]);
    expect(branchListProblems([{ ...coast, port: SHELL_PORT }], SHELL_PORT)).toEqual([
      `branch "coast": port ${SHELL_PORT} is already the shell's`,
    ]);
  });

  it('names a slug clash across branches, and across languages', () => {
    const sameEnglish = branch('ridge', 8091, [chapter('climb', 'storm', 'escalade')]);
    expect(branchListProblems([coast, sameEnglish], SHELL_PORT)).toEqual([
      'branch "ridge", chapter "climb": the "en" slug "storm" is already branch "coast", chapter "storm"\'s',
    ]);
    const frenchAsEnglish = branch('ridge', 8091, [chapter('climb', 'climb', 'storm')]);
    expect(branchListProblems([coast, frenchAsEnglish], SHELL_PORT)).toEqual([
      'branch "ridge", chapter "climb": the "fr" slug "storm" is already branch "coast", chapter "storm"\'s',
    ]);
  });

  it('lets one chapter keep the same slug in both languages', () => {
    expect(branchListProblems([branch('coast', 8090, [chapter('storm', 'storm', 'storm')])], SHELL_PORT)).toEqual([]);
  });

  it('names a chapter declared by two branches', () => {
    const twin = branch('ridge', 8091, [chapter('storm', 'gale', 'coup-de-vent')]);
    expect(branchListProblems([coast, twin], SHELL_PORT)).toEqual([
      'branch "ridge", chapter "storm": chapter "storm" is already branch "coast"\'s',
    ]);
  });

  it('names a chapter named in one language only', () => {
    const englishOnly = branch('coast', 8090, [
      { ...chapter('storm', 'storm', 'tempete'), slug: { en: 'storm' } as never, title: { en: 'Storm' } as never },
    ]);
    expect(branchListProblems([englishOnly], SHELL_PORT)).toEqual([
      'branch "coast", chapter "storm": no title in "fr" (every chapter is named in both languages)',
      'branch "coast", chapter "storm": no slug in "fr" (every chapter is named in both languages)',
    ]);
    expect(branchListProblems([{ ...coast, title: { en: 'Coast' } as never }], SHELL_PORT)).toEqual([
      'branch "coast": no title in "fr" (every branch is named in both languages)',
    ]);
  });

  it('names a careers link missing in a language, a branch with no chapter, a task without targets and a chapter without its three trades', () => {
    const problems = branchListProblems(
      [
        { ...coast, careers: { en: 'https://example.ca/en' } as never },
        branch('ridge', 8091, []),
        branch('delta', 8092, [chapter('ford', 'ford', 'gue', []), { ...chapter('bank', 'bank', 'rive', ['a', 'a']), trades: ['lead'] }]),
      ],
      SHELL_PORT,
    );
    expect(problems).toEqual([
      'branch "coast": no careers link in "fr"',
      'branch "ridge" has no chapters',
      'branch "delta", chapter "ford": taskItems must name each task target once (at least one)',
      'branch "delta", chapter "bank": taskItems must name each task target once (at least one)',
      'branch "delta", chapter "bank": trades must name the three trades met in Level 1',
    ]);
  });

  it('names a sound set two branches load, or one that is not a slug', () => {
    expect(
      branchListProblems(
        [
          { ...coast, soundSets: ['coast-storm'] },
          { ...ridge, soundSets: ['coast-storm', 'Ridge Wind'] },
        ],
        SHELL_PORT,
      ),
    ).toEqual([
      'branch "ridge": sound set "coast-storm" is already branch "coast"\'s',
      'branch "ridge": sound set "Ridge Wind" is not lowercase words joined by hyphens',
    ]);
  });

  it('names a trade two branches own, one no chapter meets, and one that is not a trade key', () => {
    expect(
      branchListProblems(
        [
          { ...coast, ownTrades: ['lead', 'medic'] },
          { ...ridge, ownTrades: ['lead', 'diver', 'Tech Lead'] },
        ],
        SHELL_PORT,
      ),
    ).toEqual([
      'branch "ridge": trade "lead" is already branch "coast"\'s (a trade several branches list is tri-service: no branch owns it)',
      'branch "ridge": owned trade "Tech Lead" is not a trade key (camelCase letters and digits)',
      'branch "ridge": owns trade "diver", which no chapter meets',
    ]);
  });

  it('names a hero chapter that is not one of the branch’s chapters', () => {
    expect(branchListProblems([coast, { ...ridge, heroChapter: 'storm' }], SHELL_PORT)).toEqual([
      'branch "ridge": heroChapter "storm" is not one of its chapters',
    ]);
  });

  it('takes draft: true for a scaffold, and names any other value', () => {
    expect(branchListProblems([coast, { ...ridge, draft: true }], SHELL_PORT)).toEqual([]);
    expect(branchListProblems([{ ...coast, draft: false } as unknown as Entry], SHELL_PORT)).toEqual([
      'branch "coast": draft is true (a scaffold not yet proven), or absent',
    ]);
  });

  it('names a branch without its list of owned trades', () => {
    const { ownTrades: _left, ...without } = coast;
    expect(branchListProblems([without as unknown as Entry], SHELL_PORT)).toEqual([
      'branch "coast": ownTrades must list the trades it alone owns (none: [])',
    ]);
  });

  it('lets a branch own a trade met only in another branch’s chapter', () => {
    expect(branchListProblems([coast, { ...ridge, ownTrades: ['medic'] }], SHELL_PORT)).toEqual([]);
  });

  it('names a name that cannot be a route, a namespace and a folder', () => {
    expect(branchListProblems([{ ...coast, name: 'Coast Guard' }], SHELL_PORT)).toEqual([
      'a branch\'s name "Coast Guard" is not lowercase letters and digits',
    ]);
  });

  it('throws every problem at once, naming the file', () => {
    expect(() => checkedBranchList([coast, { ...ridge, port: SHELL_PORT }, coast], SHELL_PORT)).toThrow(
      `The list of branches (content/src/branches/branch-list.mjs) is wrong:\n- branch "ridge": port ${SHELL_PORT} is already the shell's\n- branch "coast" is declared twice`,
    );
  });

  it("names a colour that is not #rrggbb, an ink too faint for text and an accent too faint for a border, on the page's surfaces", () => {
    expect(branchListProblems([{ ...coast, colours: { accent: 'green', ink: '#d5dccb', deep: '#2b3325' } }], SHELL_PORT)).toEqual([
      'branch "coast": colours.accent "green" is not a #rrggbb colour',
    ]);
    // #6a7a5a reads as a border on both surfaces (3.96 and 3.52:1) but not as text (4.5:1).
    expect(branchListProblems([{ ...coast, colours: { accent: '#6a7a5a', ink: '#6a7a5a', deep: '#2b3325' } }], SHELL_PORT)).toEqual([
      'branch "coast": colours.ink #6a7a5a has 3.96:1 on the page\'s #12160f, under 4.5:1',
      'branch "coast": colours.ink #6a7a5a has 3.52:1 on the page\'s #1c2218, under 4.5:1',
    ]);
    expect(branchListProblems([{ ...coast, colours: { accent: '#3a4a2a', ink: '#d5dccb', deep: '#2b3325' } }], SHELL_PORT)).toEqual([
      'branch "coast": colours.accent #3a4a2a has 1.91:1 on the page\'s #12160f, under 3:1',
      'branch "coast": colours.accent #3a4a2a has 1.70:1 on the page\'s #1c2218, under 3:1',
    ]);
    expect(branchListProblems([{ ...coast, colours: { accent: '#8a9a7a', ink: '#d5dccb' } as never }], SHELL_PORT)).toEqual([
      'branch "coast": colours.deep "undefined" is not a #rrggbb colour',
    ]);
  });

  it('names an emblem the shell has no drawing for, or none at all', () => {
    expect(branchListProblems([{ ...coast, emblem: 'eagle' }], SHELL_PORT)).toEqual([
      'branch "coast": emblem "eagle" is not one of crossed-swords, anchor, wings, star',
    ]);
    const { emblem: _none, ...withoutEmblem } = coast;
    expect(branchListProblems([withoutEmblem as Entry], SHELL_PORT)).toEqual([
      'branch "coast": emblem "undefined" is not one of crossed-swords, anchor, wings, star',
    ]);
    expect(branchListProblems([{ ...coast, emblem: 'anchor' }], SHELL_PORT)).toEqual([]);
  });

  it('measures against the page the shell draws', () => {
    const css = readFileSync(new URL('../../../shell/src/styles/global.css', import.meta.url), 'utf8');
    const declared = (variable: string) => css.match(new RegExp(`${variable}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1];
    expect([declared('--colour-bg'), declared('--colour-panel')]).toEqual([...PAGE_SURFACES]);
  });
});
