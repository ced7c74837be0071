import { BehaviorSubject, type Observable } from 'rxjs';
import {
  initialProgressState,
  progressReducer,
  type EventBus,
  type ProgressAction,
  type ProgressState,
} from '@mission/shared';
import { DEBRIEF_SLUG } from '@mission/content';
import type { KeyValueStorage } from '../storage/safe-storage';
import { readStoredRecord, writeStoredRecord, type StoredRecordSpec } from '../storage/stored-record';
import { parseProgress } from './progress-validation';

export const PROGRESS_RECORD: StoredRecordSpec<ProgressState> = {
  key: 'mission.progress.v1',
  version: 1,
  fallback: initialProgressState,
  parse: parseProgress,
};

/**
 * The visitor's progress: read once from localStorage (validated), changed only through
 * the pure reducer, saved after every change, and published to the bus as
 * `sectionProgress` so remotes and menus read the same numbers.
 */
export class ProgressStore {
  private readonly subject: BehaviorSubject<ProgressState>;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly bus: EventBus,
  ) {
    this.subject = new BehaviorSubject(readStoredRecord(storage, PROGRESS_RECORD));
    bus.setState('sectionProgress', this.subject.getValue().sectionProgress);
  }

  get state(): ProgressState {
    return this.subject.getValue();
  }

  get state$(): Observable<ProgressState> {
    return this.subject.asObservable();
  }

  dispatch(action: ProgressAction): void {
    const before = this.subject.getValue();
    const after = progressReducer(before, action);
    if (after === before) return;
    this.subject.next(after);
    writeStoredRecord(this.storage, PROGRESS_RECORD, after);
    if (after.sectionProgress !== before.sectionProgress) this.bus.setState('sectionProgress', after.sectionProgress);
  }

  reset(): void {
    this.dispatch({ type: 'reset' });
  }

  /** Turns what remotes report into progress. Returns the unsubscribe. */
  connectBus(): () => void {
    const stops = [
      // The bus lets through only a level (1 or 2) of one of the branch's own chapters.
      this.bus.on('level.completed', ({ section, chapter, level }) => this.dispatch({ type: 'level-completed', section, chapter, level })),
      this.bus.on('chapter.entered', ({ section, chapter }) => this.dispatch({ type: 'chapter-entered', section, chapter })),
      this.bus.on('task.completed', () => this.dispatch({ type: 'task-completed' })),
      // Reaching the debrief is its one level: the end entry's single flag.
      this.bus.on('debrief.viewed', ({ section }) =>
        this.dispatch({ type: 'level-completed', section, chapter: DEBRIEF_SLUG, level: 1 }),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }
}
