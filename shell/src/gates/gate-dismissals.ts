import { BehaviorSubject } from 'rxjs';
import type { GateId } from './gate-rules';
import type { ReadableStore } from './use-store-state';

/**
 * The gates the visitor chose to go past in this page load ("Continue" on the unsupported
 * device screen, "Continue without the camera"...). Not stored: a new visit shows them again,
 * in case the device or the browser's answer changed.
 */
export class GateDismissals implements ReadableStore<ReadonlySet<GateId>> {
  private readonly subject = new BehaviorSubject<ReadonlySet<GateId>>(new Set());
  readonly state$ = this.subject.asObservable();

  getState(): ReadonlySet<GateId> {
    return this.subject.getValue();
  }

  dismiss(gate: GateId): void {
    if (this.getState().has(gate)) return;
    this.subject.next(new Set([...this.getState(), gate]));
  }

  reset(): void {
    this.subject.next(new Set());
  }
}

export const gateDismissals = new GateDismissals();
