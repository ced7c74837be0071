import type { SectionProgress } from '../bus/chapter-place';
import { CHAPTERS_BY_SECTION, SECTIONS } from '@mission/content';
import {
  DEBRIEF_BONUS_PERCENT,
  MAX_CHAPTER_PERCENT,
  PERCENT_PER_CHAPTER,
  emptySectionProgress,
  isChapterComplete,
  isChapterDone,
  isDebriefComplete,
  isDebriefDone,
  isExperienceFinished,
  markLevelComplete,
  overallProgress,
  percentOf,
  isKnownLevel,
  sectionPercent,
  sectionProgressOf,
} from './progress-rules';

const done = [true, true];
function withSection(section: keyof SectionProgress, chapters: Record<string, boolean[]>): SectionProgress {
  return { ...emptySectionProgress(), [section]: chapters };
}

describe('docs/product-rules.md §9 constants', () => {
  it('are 30 per chapter, capped at 90, plus a 10 end bonus', () => {
    expect([PERCENT_PER_CHAPTER, MAX_CHAPTER_PERCENT, DEBRIEF_BONUS_PERCENT]).toEqual([30, 90, 10]);
  });
});

describe('isChapterComplete (at least 2 level flags, all true)', () => {
  it.each([
    [undefined, false],
    [[], false],
    [[true], false],
    [[true, false], false],
    [[false, true], false],
    [[true, true], true],
    [[true, true, true], true],
    [[true, true, false], false],
  ])('%p → %p', (levels, expected) => {
    expect(isChapterComplete(levels)).toBe(expected);
  });
});

describe('isDebriefComplete (exactly one flag, true)', () => {
  it.each([
    [undefined, false],
    [[], false],
    [[false], false],
    [[true], true],
    [[true, true], false],
  ])('%p → %p', (levels, expected) => {
    expect(isDebriefComplete(levels)).toBe(expected);
  });
});

describe('isChapterDone and isDebriefDone: the same rules, read from the progress', () => {
  const progress: SectionProgress = sectionProgressOf({
    army: { fire: [true, true], flood: [true], mudslide: [true, false], end: [true] },
    navy: { distress: [true, true, true], end: [true, true] },
    air: { airdrop: [false, true], end: [false] },
  });

  it.each([
    ['army', 'fire', true],
    ['army', 'flood', false],
    ['army', 'mudslide', false],
    ['navy', 'distress', true],
    ['navy', 'response', false],
    ['air', 'airdrop', false],
  ] as const)('chapter %s/%s → %p', (section, chapter, expected) => {
    expect(isChapterDone(progress, section, chapter)).toBe(expected);
  });

  it.each([
    ['army', true],
    ['navy', false],
    ['air', false],
  ] as const)('debrief of %s → %p', (section, expected) => {
    expect(isDebriefDone(progress, section)).toBe(expected);
  });
});

describe('sectionPercent', () => {
  it('is 0 with nothing done', () => {
    expect(sectionPercent(emptySectionProgress(), 'army')).toBe(0);
  });

  it('adds 30 per completed chapter: 30, 60, 90', () => {
    expect(sectionPercent(withSection('army', { fire: done }), 'army')).toBe(30);
    expect(sectionPercent(withSection('army', { fire: done, flood: done }), 'army')).toBe(60);
    expect(sectionPercent(withSection('army', { fire: done, flood: done, mudslide: done }), 'army')).toBe(90);
  });

  it('does not count a chapter with one level done', () => {
    expect(sectionPercent(withSection('navy', { distress: [true], response: [true, false] }), 'navy')).toBe(0);
  });

  it('caps chapters at 90 even when more flags exist, and ignores chapters of other branches', () => {
    const progress = withSection('air', { stratosphere: done, airdrop: done, received: done, fire: done, aurora: done });
    expect(sectionPercent(progress, 'air')).toBe(90);
  });

  it('adds 10 for the debrief with exactly one true flag, reaching 100', () => {
    const progress = withSection('army', { fire: done, flood: done, mudslide: done, end: [true] });
    expect(sectionPercent(progress, 'army')).toBe(100);
  });

  it('gives the 10 bonus on its own and refuses a malformed end entry', () => {
    expect(sectionPercent(withSection('navy', { end: [true] }), 'navy')).toBe(10);
    expect(sectionPercent(withSection('navy', { end: [true, true] }), 'navy')).toBe(0);
    expect(sectionPercent(withSection('navy', { end: [false] }), 'navy')).toBe(0);
  });

  it('counts only the branch asked for', () => {
    expect(sectionPercent(withSection('army', { fire: done }), 'navy')).toBe(0);
  });
});

describe('chapters per branch (docs/product-rules.md §4)', () => {
  it.each([
    ['air', ['airdrop', 'received', 'stratosphere']],
    ['army', ['fire', 'flood', 'mudslide']],
    ['navy', ['distress', 'overboard', 'response']],
  ] as const)('%s is finished with exactly %p', (section, chapters) => {
    const all = Object.fromEntries(chapters.map((chapter) => [chapter, done]));
    expect(overallProgress(withSection(section, all)).completedBranches).toEqual([section]);
    const missingOne = Object.fromEntries(chapters.slice(1).map((chapter) => [chapter, done]));
    expect(overallProgress(withSection(section, missingOne)).completedBranches).toEqual([]);
  });
});

describe('isExperienceFinished', () => {
  // Every chapter of every branch of the list: the product's nine, and any added since.
  const everything: SectionProgress = sectionProgressOf(
    Object.fromEntries(
      SECTIONS.map((section) => [section, Object.fromEntries(CHAPTERS_BY_SECTION[section].map((chapter) => [chapter, done]))]),
    ) as Parameters<typeof sectionProgressOf>[0],
  );

  it('is true when every chapter of every branch has 2 levels done (debriefs not needed)', () => {
    expect(isExperienceFinished(everything)).toBe(true);
  });

  it('is false when one chapter has a level left', () => {
    expect(isExperienceFinished({ ...everything, air: { ...everything.air, received: [true, false] } })).toBe(false);
  });

  it('is false with nothing', () => {
    expect(isExperienceFinished(emptySectionProgress())).toBe(false);
  });
});

describe('overallProgress (analytics progress_percent = completed / total x 100)', () => {
  // The product's nine chapters, and those of any branch added to the list since.
  const total = SECTIONS.reduce((sum, section) => sum + CHAPTERS_BY_SECTION[section].length, 0);

  it('counts 9 experiences in all (the three branches of the product rules)', () => {
    expect(SECTIONS.slice(0, 3).reduce((sum, section) => sum + CHAPTERS_BY_SECTION[section].length, 0)).toBe(9);
    expect(overallProgress(emptySectionProgress())).toEqual({
      completedExperiences: 0,
      totalExperiences: total,
      progressPercent: 0,
      completedBranches: [],
    });
  });

  it('reports 3 of 9 as 33.33...%', () => {
    const result = overallProgress(withSection('army', { fire: done, flood: done, mudslide: done }));
    expect(result.completedExperiences).toBe(3);
    expect(result.progressPercent).toBeCloseTo((3 / total) * 100, 10);
    expect(result.completedBranches).toEqual(['army']);
  });
});

describe('markLevelComplete', () => {
  it('marks level 1 then level 2 (1-based) without mutating the input', () => {
    const start = emptySectionProgress();
    const afterOne = markLevelComplete(start, 'army', 'fire', 1);
    expect(afterOne.army.fire).toEqual([true]);
    expect(start.army).toEqual({});
    expect(markLevelComplete(afterOne, 'army', 'fire', 2).army.fire).toEqual([true, true]);
  });

  it('fills levels not reached yet with false', () => {
    expect(markLevelComplete(emptySectionProgress(), 'navy', 'distress', 2).navy.distress).toEqual([false, true]);
  });

  it('ignores a level that is not a positive integer', () => {
    const start = emptySectionProgress();
    for (const level of [0, -1, 1.5, Number.NaN]) expect(markLevelComplete(start, 'air', 'airdrop', level)).toBe(start);
  });

  it('records the debrief as a single flag, and refuses a second debrief level', () => {
    const afterEnd = markLevelComplete(emptySectionProgress(), 'air', 'end', 1);
    expect(afterEnd.air.end).toEqual([true]);
    expect(markLevelComplete(afterEnd, 'air', 'end', 2)).toBe(afterEnd);
  });

  it('refuses a chapter the branch does not have, and a third chapter level', () => {
    const start = emptySectionProgress();
    // @ts-expect-error a Navy chapter is not an Army slug; the run-time check refuses it too.
    expect(markLevelComplete(start, 'army', 'distress', 1)).toBe(start);
    expect(markLevelComplete(start, 'army', 'fire', 3)).toBe(start);
  });

  it('returns the same object when the level is already done', () => {
    const once = markLevelComplete(emptySectionProgress(), 'navy', 'response', 1);
    expect(markLevelComplete(once, 'navy', 'response', 1)).toBe(once);
  });
});

describe('percentOf', () => {
  it('is completed / total x 100, and 0 with nothing to complete', () => {
    expect(percentOf(1, 3)).toBeCloseTo(33.333, 3);
    expect(percentOf(9, 9)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('isKnownLevel', () => {
  it.each([
    ['army', 'fire', 1, true],
    ['army', 'fire', 2, true],
    ['army', 'fire', 3, false],
    ['army', 'end', 1, true],
    ['army', 'end', 2, false],
    ['army', 'distress', 1, false],
    ['navy', 'distress', 0, false],
    ['navy', 'distress', 1.5, false],
  ] as const)('%s/%s level %p → %p', (section, chapter, level, expected) => {
    expect(isKnownLevel(section, chapter, level)).toBe(expected);
  });
});
