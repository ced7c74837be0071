/**
 * Which board time each recent frame showed, by the page clock (performance.now(), the clock
 * of an event's `timeStamp`). A press on a timed target is judged against the frame that was
 * on screen when the finger landed, not the one current when a busy main thread gets to the
 * click: on a slow phone that can be most of a second later, and the aim has moved on
 * (docs/game-design.md, timing tasks).
 */
export class FrameTimeLog {
  private readonly pageMs: number[] = [];
  private readonly boardS: number[] = [];

  constructor(
    /** How many frames are kept: at 4 frames a second, the last 15 s or so. */
    private readonly capacity = 60,
  ) {}

  /** A frame was drawn at `pageMs` showing board time `boardS`. */
  record(pageMs: number, boardS: number): void {
    if (!Number.isFinite(pageMs) || !Number.isFinite(boardS)) return;
    this.pageMs.push(pageMs);
    this.boardS.push(boardS);
    if (this.pageMs.length > this.capacity) {
      this.pageMs.shift();
      this.boardS.shift();
    }
  }

  /**
   * The board time on screen at `pageMs`: that of the last frame drawn at or before it.
   * Null when no frame is known that early (nothing drawn yet, a bogus time, or older than
   * the log): the caller then judges by the present.
   */
  boardTimeAt(pageMs: number): number | null {
    if (!Number.isFinite(pageMs)) return null;
    for (let index = this.pageMs.length - 1; index >= 0; index -= 1) {
      if (this.pageMs[index]! <= pageMs) return this.boardS[index]!;
    }
    return null;
  }
}
