import type { BusEvent, SectionProgress } from '@mission/shared';

/**
 * What the progress store decided about one bus event: the branches' level flags before and
 * after it took the event (the same object when progress does not follow that event). Analytics
 * reads these (docs/analytics.md) instead of running the progress rules a second time.
 */
export interface ProgressDecision {
  event: BusEvent;
  before: SectionProgress;
  after: SectionProgress;
}
