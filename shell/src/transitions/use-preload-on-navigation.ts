import { useEffect } from 'react';
import { usePageTransition, usePageTransitionPhase } from './transition-router';

/**
 * Calls `preload` with the path a navigation leads to (null when unknown) when it starts (the
 * main area begins its fade out), so code the next page needs has the fade's 250 ms to
 * arrive instead of being fetched on first paint.
 */
export function usePreloadOnNavigation(preload: (destination: string | null) => void): void {
  const phase = usePageTransitionPhase();
  const transition = usePageTransition();
  useEffect(() => {
    if (phase === 'out') preload(transition?.destination ?? null);
  }, [phase, preload, transition]);
}
