import { BRANCH_NAMES } from './branches/branch-list.mjs';
import { CHAPTERS_BY_SECTION, SECTIONS, isChapterOf, isSection } from './sections';

describe('branches and their chapters', () => {
  it("has the list's branches, the product's three first, in play order", () => {
    expect(SECTIONS).toEqual(BRANCH_NAMES);
    expect(SECTIONS.slice(0, 3)).toEqual(['army', 'navy', 'air']);
  });

  it.each([
    ['air', ['airdrop', 'received', 'stratosphere']],
    ['army', ['fire', 'flood', 'mudslide']],
    ['navy', ['distress', 'overboard', 'response']],
  ] as const)('%s has exactly the chapters of the product rules', (section, chapters) => {
    expect([...CHAPTERS_BY_SECTION[section]].sort()).toEqual(chapters);
  });

  it.each(['army', 'navy', 'air'])('isSection accepts "%s"', (value) => {
    expect(isSection(value)).toBe(true);
  });

  it.each([['Army'], ['marines'], [''], ['end'], [undefined], [null], [1], [{}]])('isSection refuses %p', (value) => {
    expect(isSection(value)).toBe(false);
  });

  it('isChapterOf accepts a chapter of its own branch', () => {
    expect(isChapterOf('army', 'fire')).toBe(true);
    expect(isChapterOf('navy', 'overboard')).toBe(true);
    expect(isChapterOf('air', 'received')).toBe(true);
  });

  it("isChapterOf refuses another branch's chapter, the debrief and non-strings", () => {
    expect(isChapterOf('army', 'distress')).toBe(false);
    expect(isChapterOf('navy', 'airdrop')).toBe(false);
    expect(isChapterOf('air', 'fire')).toBe(false);
    expect(isChapterOf('army', 'end')).toBe(false);
    expect(isChapterOf('army', 'FIRE')).toBe(false);
    expect(isChapterOf('army', undefined)).toBe(false);
    expect(isChapterOf('army', 42)).toBe(false);
  });
});
