import { sectionProgressOf } from './progress-rules';
import { initialProgressState, progressReducer, type ProgressState } from './progress-state';

describe('progressReducer', () => {
  it('marks the level and sets the current section, chapter and level on "level completed"', () => {
    const next = progressReducer(initialProgressState(), { type: 'level-completed', section: 'navy', chapter: 'distress', level: 1 });
    expect(next.sectionProgress.navy.distress).toEqual([true]);
    expect([next.currentSection, next.currentChapter, next.currentLevel]).toEqual(['navy', 'distress', 1]);
  });

  it('keeps the same object for a level that is not a positive integer', () => {
    const start = initialProgressState();
    expect(progressReducer(start, { type: 'level-completed', section: 'navy', chapter: 'distress', level: 0 })).toBe(start);
  });

  it('sets the position on chapter entry and restarts the level count', () => {
    let state = progressReducer(initialProgressState(), { type: 'level-completed', section: 'army', chapter: 'fire', level: 2 });
    state = progressReducer(state, { type: 'chapter-entered', section: 'army', chapter: 'flood' });
    expect([state.currentSection, state.currentChapter, state.currentLevel]).toEqual(['army', 'flood', 0]);
    expect(state.sectionProgress.army.fire).toEqual([false, true]);
  });

  it('counts tasks and tracks idleness', () => {
    let state = progressReducer(initialProgressState(), { type: 'task-completed' });
    state = progressReducer(state, { type: 'task-completed' });
    state = progressReducer(state, { type: 'user-idle', idle: true });
    expect(state.tasksCompleted).toBe(2);
    expect(state.userIdle).toBe(true);
  });

  it('reset clears everything', () => {
    const busy: ProgressState = {
      sectionProgress: sectionProgressOf({ army: { fire: [true, true] }, navy: {}, air: { end: [true] } }),
      currentSection: 'army',
      currentChapter: 'fire',
      currentLevel: 2,
      userIdle: true,
      tasksCompleted: 3,
    };
    expect(progressReducer(busy, { type: 'reset' })).toEqual(initialProgressState());
  });
});
