import type { Analytics } from './analytics';

export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/**
 * Experience Start, Pause and Resume (docs/product-rules.md §4: also sent on page visibility change).
 * Start is sent once, when the page is first seen (at once, or when a page opened in the
 * background comes to the front); then every hide is a Pause and every return a Resume.
 * Returns the stop.
 */
export function trackExperienceVisibility(analytics: Analytics, source: VisibilitySource = document): () => void {
  let started = false;
  let paused = false;

  const onChange = () => {
    if (source.visibilityState === 'visible') {
      if (!started) {
        started = true;
        analytics.track('Experience Start', { state: 'start' });
      } else if (paused) {
        paused = false;
        analytics.track('Experience Resume', { state: 'resume' });
      }
    } else if (started && !paused) {
      paused = true;
      analytics.track('Experience Pause', { state: 'pause' });
    }
  };

  source.addEventListener('visibilitychange', onChange);
  onChange();
  return () => source.removeEventListener('visibilitychange', onChange);
}
