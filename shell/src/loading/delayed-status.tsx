import { useEffect, useState, type ReactNode } from 'react';
import { DYNAMIC_LOADER_DELAY_MS } from './dynamic-loader-delay';
import { LoaderArtboard } from './loader-artboard';

/** True once `delayMs` have passed since the component mounted. */
export function useShownAfter(delayMs: number = DYNAMIC_LOADER_DELAY_MS): boolean {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown;
}

/**
 * A loading message that appears after the dynamic loader's delay (200 ms,
 * docs/product-rules.md §9). The live region itself is there from the start, empty: a screen
 * reader announces text put into a region it already knows, not a region that appears.
 */
export function DelayedStatus({
  className,
  children,
  delayMs = DYNAMIC_LOADER_DELAY_MS,
  artboard = false,
}: {
  className: string;
  children: ReactNode;
  delayMs?: number;
  /** Shows the loader's artboard above the words (a branch's load), played by the animate helper. */
  artboard?: boolean;
}) {
  const shown = useShownAfter(delayMs);
  return (
    <p className={className} role="status" aria-live="polite">
      {shown && artboard ? <LoaderArtboard /> : null}
      {shown ? children : null}
    </p>
  );
}
