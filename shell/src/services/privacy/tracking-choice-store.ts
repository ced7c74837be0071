import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { KeyValueStorage } from '../storage/safe-storage';
import { readStoredRecord, writeStoredRecord, type StoredRecordSpec } from '../storage/stored-record';
import { parseTrackingChoice, type TrackingChoice } from './tracking-choice';

export const TRACKING_CHOICE_RECORD: StoredRecordSpec<TrackingChoice> = {
  key: 'mission.privacy.v1',
  version: 1,
  // Used only for a record that is there but cannot be read (a wrong version, not JSON): see parseTrackingChoice.
  fallback: () => ({ dontTrack: true }),
  parse: parseTrackingChoice,
};

/**
 * "Don't track my visit" (the menu's privacy area), kept on this device as a versioned
 * record. No record: the visitor has not chosen, and the deployment's rules apply. The
 * browser's Do Not Track and Global Privacy Control win over it either way
 * (services/analytics/tracking-policy.ts).
 */
export class TrackingChoiceStore {
  private readonly subject: BehaviorSubject<TrackingChoice>;

  constructor(private readonly storage: KeyValueStorage) {
    const chosen = storage.getItem(TRACKING_CHOICE_RECORD.key) !== null;
    this.subject = new BehaviorSubject(chosen ? readStoredRecord(storage, TRACKING_CHOICE_RECORD) : { dontTrack: false });
  }

  get dontTrack(): boolean {
    return this.subject.getValue().dontTrack;
  }

  /** The choice now and each change. */
  get dontTrack$(): Observable<boolean> {
    return this.subject.pipe(
      map((choice) => choice.dontTrack),
      distinctUntilChanged(),
    );
  }

  setDontTrack(dontTrack: boolean): void {
    writeStoredRecord(this.storage, TRACKING_CHOICE_RECORD, { dontTrack });
    if (dontTrack !== this.dontTrack) this.subject.next({ dontTrack });
  }
}
