import type { ChapterRuntime } from '../runtime/chapter-runtime';

/**
 * When Level 2 begins with the phone turning the view, an arrow at the screen's left or right
 * edge points to the first target until it comes on screen (docs/game-design.md "Composition
 * and guidance"); the canvas sets its `data-side` ('' hides it). Decorative: the compass words
 * the direction for screen readers.
 */
export function EdgeArrow({ runtime }: { runtime: ChapterRuntime }) {
  return (
    <div className="kit-edge-arrow" aria-hidden="true" data-testid="edge-arrow" ref={(element) => runtime.attachEdgeArrow(element)}>
      <svg viewBox="0 0 24 24" focusable="false">
        <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
