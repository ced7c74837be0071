import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function read(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** The visitor's reduced-motion setting, live. */
export function usePrefersReducedMotion(): boolean {
  // A page rendered at build time (and its hydration) assumes motion; the setting applies right after.
  return useSyncExternalStore(subscribe, read, () => false);
}
