import type { BusEvent, ChapterPlace } from '@mission/shared';
import type { ChapterSoundRole } from '../chapter-definition';
import { chapterPlayEvents, chapterPlayReducer, type ChapterPlayAction, type ChapterPlayState } from './chapter-play-state';

/**
 * Holds one chapter visit's play state for React (useSyncExternalStore) and tells the bus
 * what changed, at the moment it changes, so the shell sees each event exactly once.
 */
export class ChapterPlayStore {
  private state: ChapterPlayState;
  private readonly listeners = new Set<() => void>();

  constructor(
    initial: ChapterPlayState,
    private readonly where: ChapterPlace,
    private readonly emit: (event: BusEvent) => void,
  ) {
    this.state = initial;
  }

  readonly getState = (): ChapterPlayState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies an action; returns the bus events it caused (none when nothing changed). */
  dispatch(action: ChapterPlayAction): BusEvent[] {
    const before = this.state;
    const after = chapterPlayReducer(before, action);
    if (after === before) return [];
    this.state = after;
    const events = chapterPlayEvents(before, after, this.where);
    events.forEach((event) => this.emit(event));
    this.listeners.forEach((listener) => listener());
    return events;
  }
}

/** The sounds a batch of play events calls for, in order: a hotspot chime, a level-up, a target done, the finale. */
export function soundRolesFor(events: readonly BusEvent[]): ChapterSoundRole[] {
  const roles: ChapterSoundRole[] = [];
  for (const event of events) {
    if (event.type === 'hotspot.interaction') roles.push('hotspot');
    else if (event.type === 'task.completed') roles.push('targetDone');
    else if (event.type === 'level.completed') roles.push(event.level === 1 ? 'levelUp' : 'complete');
  }
  return roles;
}
