import type { Locale, Section } from '@mission/content';
import { emptySectionProgress } from '../progress/progress-rules';
import type { ProgressSlug } from './chapter-place';

export type PermissionStatus = 'idle' | 'prompt' | 'granted' | 'denied';

/**
 * Per branch, per chapter slug, one boolean per level (docs/product-rules.md §3 "sectionProgress"): each
 * branch holds only its own chapters and its debrief (`end`). Read it through the named
 * helpers of `progress/` (`isLevelDone`, `tradesMet`, `isChapterDone`...), not by index.
 */
export type SectionProgress = { [S in Section]: Partial<Record<ProgressSlug<S>, boolean[]>> };

/**
 * State the shell owns and publishes with replay: a remote that mounts late
 * still receives the current value of each.
 */
export interface BusState {
  locale: Locale;
  audioEnabled: boolean;
  forceTouchControls: boolean;
  sectionProgress: SectionProgress;
  permissions: { deviceOrientation: PermissionStatus; camera: PermissionStatus };
  /** Scene names whose interstitial was already seen (persisted by the shell): skip them. */
  watchedInterstitials: readonly string[];
  /** Whether the on-screen compass is shown in chapters (docs/product-rules.md §3 isCompassVisible). */
  compassVisible: boolean;
  /** Debug mode (docs/product-rules.md §2): remotes show their debug panel while it is on. */
  debug: boolean;
}

export type BusStateKey = keyof BusState;

export function initialBusState(): BusState {
  return {
    locale: 'en',
    audioEnabled: true,
    forceTouchControls: false,
    sectionProgress: emptySectionProgress(),
    permissions: { deviceOrientation: 'idle', camera: 'idle' },
    watchedInterstitials: [],
    compassVisible: true,
    debug: false,
  };
}
