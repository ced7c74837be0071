import { useEffect } from 'react';
import { usePageTransitionPhase } from './transition-router';

/**
 * Calls `preload` when a navigation starts (the main area begins its fade out), so code the
 * next page needs has the fade's 250 ms to arrive instead of being fetched on first paint.
 */
export function usePreloadOnNavigation(preload: () => void): void {
  const phase = usePageTransitionPhase();
  useEffect(() => {
    if (phase === 'out') preload();
  }, [phase, preload]);
}
