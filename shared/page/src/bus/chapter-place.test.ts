import type { BusEvent } from './bus-events';
import type { SectionProgress } from './chapter-place';
import { chapterPlace, chapterPlaceOf, progressPlace } from './chapter-place';

describe('chapter places', () => {
  it('build exactly the pair, ready to spread into an event', () => {
    expect(chapterPlace('navy', 'overboard')).toEqual({ section: 'navy', chapter: 'overboard' });
    expect(progressPlace('air', 'end')).toEqual({ section: 'air', chapter: 'end' });
  });

  it('checks a plain string at run time: a chapter of the branch, never another’s or the debrief', () => {
    expect(chapterPlaceOf('army', 'mudslide')).toEqual({ section: 'army', chapter: 'mudslide' });
    expect(chapterPlaceOf('army', 'distress')).toBeNull();
    expect(chapterPlaceOf('army', 'end')).toBeNull();
    expect(chapterPlaceOf('army', '')).toBeNull();
  });

  it('refuse mismatched pairs at compile time (tsc checks the lines below)', () => {
    // @ts-expect-error a Navy chapter is not one of the Army's.
    chapterPlace('army', 'distress');
    // @ts-expect-error the debrief is not a chapter where a chapter is required.
    chapterPlace('army', 'end');
    // @ts-expect-error level.completed carries a chapter of its own branch.
    const event: BusEvent = { type: 'level.completed', section: 'air', chapter: 'fire', level: 1 };
    // @ts-expect-error a branch's progress holds only its own chapters and its debrief.
    const progress: SectionProgress = { army: { distress: [true] }, navy: {}, air: {} };
    const entry: BusEvent = { type: 'chapter.entered', section: 'air', chapter: 'end' };
    expect([event.type, progress.navy, entry.type]).toEqual(['level.completed', {}, 'chapter.entered']);
  });
});
