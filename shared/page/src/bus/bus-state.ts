import type { Locale } from '@mission/content';
import { emptySectionProgress } from '../progress/progress-rules';
import type { SectionProgress } from './chapter-place';

export type { SectionProgress } from './chapter-place';

export type PermissionStatus = 'idle' | 'prompt' | 'granted' | 'denied';

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
