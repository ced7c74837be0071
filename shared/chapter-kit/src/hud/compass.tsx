import { useRef } from 'react';
import type { ChapterRuntime } from '../runtime/chapter-runtime';

/**
 * The on-screen compass (docs/product-rules.md §3 isCompassVisible): a needle at the bottom edge pointing to
 * the nearest hotspot not found yet (to the nearest unfinished target in Level 2). The
 * canvas turns the needle and words the direction every frame, without React renders.
 */
export function Compass({ runtime }: { runtime: ChapterRuntime }) {
  const needle = useRef<HTMLSpanElement>(null);
  return (
    <div className="kit-compass" data-testid="compass">
      <div className="kit-compass__dial" aria-hidden="true">
        <span className="kit-compass__needle" ref={needle} />
      </div>
      <p className="kit-visually-hidden" aria-live="polite" ref={(text) => runtime.attachCompass(text ? needle.current : null, text)} />
    </div>
  );
}
