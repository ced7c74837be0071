import type { Section } from '@mission/content';
import type { SectionProgress } from '../bus/chapter-place';
import type { ProgressSlug } from '../bus/chapter-place';
import { emptySectionProgress, markLevelComplete } from './progress-rules';

/** docs/product-rules.md §3 "Progress": the per-level flags plus where the visitor is and what they did. */
export interface ProgressState {
  sectionProgress: SectionProgress;
  currentSection: Section | null;
  currentChapter: ProgressSlug | null;
  /** The last level completed in the current chapter (1-based), 0 before any. */
  currentLevel: number;
  userIdle: boolean;
  /** Mission tasks done so far (fires out, sandbags placed, debris cleared...). */
  tasksCompleted: number;
}

export type ProgressAction =
  | { type: 'level-completed'; section: Section; chapter: ProgressSlug; level: number }
  | { type: 'chapter-entered'; section: Section; chapter: ProgressSlug }
  | { type: 'task-completed' }
  | { type: 'user-idle'; idle: boolean }
  | { type: 'reset' };

export function initialProgressState(): ProgressState {
  return {
    sectionProgress: emptySectionProgress(),
    currentSection: null,
    currentChapter: null,
    currentLevel: 0,
    userIdle: false,
    tasksCompleted: 0,
  };
}

/** Pure: the shell's progress store runs every bus-driven change through this. */
export function progressReducer(state: ProgressState, action: ProgressAction): ProgressState {
  switch (action.type) {
    case 'level-completed': {
      const sectionProgress = markLevelComplete(state.sectionProgress, action.section, action.chapter, action.level);
      if (sectionProgress === state.sectionProgress) return state;
      return {
        ...state,
        sectionProgress,
        currentSection: action.section,
        currentChapter: action.chapter,
        currentLevel: action.level,
      };
    }
    case 'chapter-entered':
      if (state.currentSection === action.section && state.currentChapter === action.chapter) return state;
      return { ...state, currentSection: action.section, currentChapter: action.chapter, currentLevel: 0 };
    case 'task-completed':
      return { ...state, tasksCompleted: state.tasksCompleted + 1 };
    case 'user-idle':
      return state.userIdle === action.idle ? state : { ...state, userIdle: action.idle };
    case 'reset':
      return initialProgressState();
  }
}
