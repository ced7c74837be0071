/**
 * When a chapter makes its sounds (docs/decisions.md, "A chapter's sounds wait for its
 * picture"): their ids are given to the audio manager when the stage starts, and the sounds
 * themselves (the library's audio context, each file's request and decoding) are made once
 * the picture is up: after the frame that reveals the scene, or as its briefing starts to
 * play. Before that, the page's main thread is busy building the scene, and on a slow phone
 * every task added there put off the reveal.
 */
export class SoundStartGate {
  readonly opened: Promise<void>;
  private release: () => void = () => {};
  private cancelWait: (() => void) | undefined;
  private done = false;

  constructor(private readonly frames: FrameTiming = browserFrames()) {
    this.opened = new Promise<void>((resolve) => {
      this.release = resolve;
    });
  }

  /** Opens once the next frame is over (in a browser, and the page idle: browserFrames), so that frame goes first. Asking again changes nothing. */
  openAfterNextFrame(): void {
    if (this.done || this.cancelWait) return;
    this.cancelWait = this.frames.afterNextFrame(() => this.open());
  }

  /** Opens now. */
  open(): void {
    if (this.done) return;
    this.done = true;
    this.cancelWait = undefined;
    this.release();
  }

  /** The stage is leaving: a wait for a frame is dropped (a route change unloads the held sounds anyway). */
  cancel(): void {
    this.cancelWait?.();
    this.cancelWait = undefined;
  }
}

export interface FrameTiming {
  /** Runs `task` once the next frame's task is over; returns a cancel. */
  afterNextFrame(task: () => void): () => void;
}

/** The longest the sounds wait for an idle moment after that frame. Our choice: a loop starting a second late is not missed. */
export const SOUND_START_IDLE_TIMEOUT_MS = 1000;

type IdleWindow = Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * The browser's frames: an animation-frame callback runs as the next frame begins; the task
 * then waits for the main thread to be idle (at most SOUND_START_IDLE_TIMEOUT_MS; a timer
 * where there is no requestIdleCallback, Safari), so it runs after that frame's drawing is
 * handed over and does not hold the next one either when it can help it. A hidden tab draws
 * no frame: the sounds wait for the visitor's return, when they are needed.
 */
export function browserFrames(win: IdleWindow = window): FrameTiming {
  return {
    afterNextFrame(task) {
      let cancelLater = () => {};
      const frame = win.requestAnimationFrame(() => {
        if (typeof win.requestIdleCallback === 'function') {
          const idle = win.requestIdleCallback(task, { timeout: SOUND_START_IDLE_TIMEOUT_MS });
          cancelLater = () => win.cancelIdleCallback?.(idle);
        } else {
          const timer = win.setTimeout(task, 0);
          cancelLater = () => win.clearTimeout(timer);
        }
      });
      return () => {
        win.cancelAnimationFrame(frame);
        cancelLater();
      };
    },
  };
}
