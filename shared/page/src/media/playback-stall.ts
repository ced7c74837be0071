/**
 * How long a video that should be playing may show no progress before it counts as failed
 * (docs/decisions.md "A stalled video is a failed one"): a frozen frame with nothing to do but
 * Skip is what a phone in low-power mode, or a media stack that never starts, leaves a visitor.
 */
export const PLAYBACK_STALL_MS = 10_000;

/** How often a watched video's position is read. */
const SAMPLE_EVERY_MS = 500;

/**
 * Answers, for each reading of a video's position, whether it has now stalled: it should have
 * been playing for `stallMs` and its position has not moved. A reading while it should not play
 * (paused on purpose, a hidden page, a tap awaited) restarts the count.
 */
export function createStallCheck(stallMs: number = PLAYBACK_STALL_MS): (position: number, shouldPlay: boolean, now: number) => boolean {
  let lastPosition = Number.NaN;
  // When the video was last seen moving, or last asked to move: null while it should not play.
  let since: number | null = null;
  return (position, shouldPlay, now) => {
    if (!shouldPlay) {
      since = null;
      return false;
    }
    if (since === null || position !== lastPosition) {
      lastPosition = position;
      since = now;
      return false;
    }
    return now - since >= stallMs;
  };
}

export interface PlaybackStallWatch {
  /** Whether the video should be moving now; the page being hidden is checked here already. */
  shouldPlay: () => boolean;
  onStall: () => void;
  stallMs?: number;
}

/** Watches a video until it stalls (then reports once) or the returned function stops the watch. */
export function watchPlaybackStall(media: Pick<HTMLMediaElement, 'currentTime' | 'ended'>, watch: PlaybackStallWatch): () => void {
  const stalled = createStallCheck(watch.stallMs);
  const timer = setInterval(() => {
    const shouldPlay = !media.ended && document.visibilityState !== 'hidden' && watch.shouldPlay();
    if (!stalled(media.currentTime, shouldPlay, Date.now())) return;
    clearInterval(timer);
    watch.onStall();
  }, SAMPLE_EVERY_MS);
  return () => clearInterval(timer);
}
