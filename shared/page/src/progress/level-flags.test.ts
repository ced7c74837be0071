import type { SectionProgress } from '../bus/chapter-place';
import { isLevelDone, levelFlagsOf, levelsDoneCount, tradesMet, withLevelFlags } from './level-flags';
import { emptySectionProgress, sectionProgressOf } from './progress-rules';

const progress: SectionProgress = sectionProgressOf({
  army: { fire: [true, true], flood: [true, false], mudslide: [false, true], end: [true] },
  navy: { distress: [true] },
  air: {},
});

describe('levelFlagsOf', () => {
  it('gives a chapter’s flags, the debrief’s, or undefined before the first level', () => {
    expect(levelFlagsOf(progress, 'army', 'flood')).toEqual([true, false]);
    expect(levelFlagsOf(progress, 'army', 'end')).toEqual([true]);
    expect(levelFlagsOf(progress, 'air', 'airdrop')).toBeUndefined();
  });

  it('reads only the branch asked for', () => {
    expect(levelFlagsOf(progress, 'navy', 'end')).toBeUndefined();
  });
});

describe('isLevelDone (levels are 1-based)', () => {
  it.each([
    ['army', 'fire', 1, true],
    ['army', 'fire', 2, true],
    ['army', 'flood', 1, true],
    ['army', 'flood', 2, false],
    ['army', 'mudslide', 1, false],
    ['army', 'mudslide', 2, true],
    ['army', 'end', 1, true],
    ['navy', 'distress', 1, true],
    ['navy', 'distress', 2, false],
    ['air', 'airdrop', 1, false],
    ['army', 'fire', 0, false],
    ['army', 'fire', 3, false],
  ] as const)('%s/%s level %p → %p', (section, slug, level, expected) => {
    expect(isLevelDone(progress, section, slug, level)).toBe(expected);
  });
});

describe('tradesMet: the chapter’s Level 1 (Recon) is done', () => {
  it.each([
    ['army', 'fire', true],
    ['army', 'flood', true],
    // Level 2's flag alone does not mean the trades were met.
    ['army', 'mudslide', false],
    ['navy', 'distress', true],
    ['navy', 'response', false],
    ['air', 'received', false],
  ] as const)('%s/%s → %p', (section, chapter, expected) => {
    expect(tradesMet(progress, section, chapter)).toBe(expected);
  });
});

describe('levelsDoneCount', () => {
  it('counts the true flags of one chapter, whatever their order', () => {
    expect(levelsDoneCount(progress, 'army', 'fire')).toBe(2);
    expect(levelsDoneCount(progress, 'army', 'flood')).toBe(1);
    expect(levelsDoneCount(progress, 'army', 'mudslide')).toBe(1);
    expect(levelsDoneCount(progress, 'air', 'stratosphere')).toBe(0);
  });
});

describe('withLevelFlags', () => {
  it('replaces one chapter’s flags in a copy, leaving the input and the other chapters alone', () => {
    const start = emptySectionProgress();
    const flags = [true, false];
    const next = withLevelFlags(start, 'air', 'airdrop', flags);
    expect(next.air).toEqual({ airdrop: [true, false] });
    expect(start.air).toEqual({});
    flags[1] = true;
    expect(next.air.airdrop).toEqual([true, false]);
    expect(withLevelFlags(next, 'air', 'end', [true]).air).toEqual({ airdrop: [true, false], end: [true] });
  });
});
