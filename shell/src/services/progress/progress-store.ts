import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import {
  initialProgressState,
  progressActionFor,
  progressReducer,
  type EventBus,
  type ProgressAction,
  type ProgressState,
} from '@mission/shared';
import type { KeyValueStorage } from '../storage/safe-storage';
import { readStoredRecord, writeStoredRecord, type StoredRecordSpec } from '../storage/stored-record';
import type { ProgressDecision } from './progress-decision';
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
  private readonly decisions = new Subject<ProgressDecision>();

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

  /** Every bus event the store has taken, with the progress before and after it (`connectBus`). */
  get decisions$(): Observable<ProgressDecision> {
    return this.decisions.asObservable();
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

  /**
   * Turns what remotes report into progress (the bus's declared progress events), and publishes
   * each event with what it did to progress on `decisions$`. Returns the unsubscribe.
   */
  connectBus(): () => void {
    const subscription = this.bus.allEvents().subscribe((event) => {
      const before = this.state.sectionProgress;
      const action = progressActionFor(event);
      if (action) this.dispatch(action);
      this.decisions.next({ event, before, after: this.state.sectionProgress });
    });
    return () => subscription.unsubscribe();
  }
}
