import { DEBRIEF_SLUG } from '@mission/content';
import type { BusEvent } from '../bus/bus-events';
import { progressReducer, type ProgressAction, type ProgressState } from './progress-state';

/**
 * The one reading of the bus for progress: the shell's store, the team page's harness and
 * analytics all turn an event into progress through this, so they cannot disagree. Null
 * for an event progress does not follow.
 */
export function progressActionFor(event: BusEvent): ProgressAction | null {
  switch (event.type) {
    // The bus lets through only a level (1 or 2) of one of the branch's own chapters.
    case 'level.completed':
      return { type: 'level-completed', section: event.section, chapter: event.chapter, level: event.level };
    case 'chapter.entered':
      return { type: 'chapter-entered', section: event.section, chapter: event.chapter };
    case 'task.completed':
      return { type: 'task-completed' };
    // Reaching the debrief is its one level: the end entry's single flag.
    case 'debrief.viewed':
      return { type: 'level-completed', section: event.section, chapter: DEBRIEF_SLUG, level: 1 };
    default:
      return null;
  }
}

/** The progress after one bus event: the state itself when progress does not follow it. */
export function progressAfterEvent(state: ProgressState, event: BusEvent): ProgressState {
  const action = progressActionFor(event);
  return action ? progressReducer(state, action) : state;
}
