/** The animate helper's wait before an artboard starts (docs/product-rules.md §9: 500 ms). */
export const ANIMATE_DELAY_MS = 500;

/** Where an artboard stands: its first frame held, playing, or its last frame without motion. */
export type ArtboardState = 'waiting' | 'playing' | 'end';

/** The attribute an artboard's own styles read (public/animations/*.svg). */
export const ARTBOARD_STATE_ATTRIBUTE = 'data-artboard-state';

/**
 * Plays an artboard (an SVG whose animations run only in its "playing" state) after the
 * animate helper's 500 ms: a load that ends sooner never shows motion. With reduced motion it
 * goes straight to its last frame. Returns a stop that cancels a start not yet made.
 */
export function animateArtboard(
  artboard: Element,
  { reducedMotion, delayMs = ANIMATE_DELAY_MS }: { reducedMotion: boolean; delayMs?: number },
): () => void {
  const set = (state: ArtboardState) => artboard.setAttribute(ARTBOARD_STATE_ATTRIBUTE, state);
  if (reducedMotion) {
    set('end');
    return () => undefined;
  }
  set('waiting');
  const timer = setTimeout(() => set('playing'), delayMs);
  return () => clearTimeout(timer);
}
