import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(changed: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', changed);
  return () => list?.removeEventListener?.('change', changed);
}

/** The visitor's reduced-motion setting, live (false where the browser cannot tell). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
