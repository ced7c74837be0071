import { BehaviorSubject, type Observable } from 'rxjs';
import type { EventBus } from '@mission/shared';
import type { KeyValueStorage } from '../storage/safe-storage';
import { readStoredRecord, writeStoredRecord, type StoredRecordSpec } from '../storage/stored-record';
import { initialPersistentState, parsePersistentState, withWatchedInterstitial, type PersistentState } from './persistent-state';

export const PERSISTENT_RECORD: StoredRecordSpec<PersistentState> = {
  key: 'mission.persistent.v1',
  version: 1,
  fallback: initialPersistentState,
  parse: parsePersistentState,
};

/**
 * How-to completion and watched interstitials, kept across visits. An ended (or skipped)
 * interstitial on the bus marks its scene as watched; remotes read the list from the bus
 * to skip the video next time.
 */
export class PersistentStore {
  private readonly subject: BehaviorSubject<PersistentState>;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly bus: EventBus,
  ) {
    this.subject = new BehaviorSubject(readStoredRecord(storage, PERSISTENT_RECORD));
    bus.setState('watchedInterstitials', this.subject.getValue().watchedInterstitials);
  }

  get state(): PersistentState {
    return this.subject.getValue();
  }

  get state$(): Observable<PersistentState> {
    return this.subject.asObservable();
  }

  private update(next: PersistentState): void {
    const before = this.subject.getValue();
    if (next === before) return;
    this.subject.next(next);
    writeStoredRecord(this.storage, PERSISTENT_RECORD, next);
    if (next.watchedInterstitials !== before.watchedInterstitials) {
      this.bus.setState('watchedInterstitials', next.watchedInterstitials);
    }
  }

  markInterstitialWatched(sceneName: string): void {
    this.update(withWatchedInterstitial(this.state, sceneName));
  }

  setCompletedHowTo(completed: boolean): void {
    if (this.state.completedHowTo !== completed) this.update({ ...this.state, completedHowTo: completed });
  }

  connectBus(): () => void {
    // A video that failed to play was not seen: the next visit tries it again.
    return this.bus.on('interstitial.ended', ({ sceneName, failed }) => {
      if (!failed) this.markInterstitialWatched(sceneName);
    });
  }
}
