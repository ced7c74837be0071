/** If frames never come (a page opened in the background), go on after this long. */
export const FIRST_PAINT_FALLBACK_MS = 3000;

export interface FrameScheduler {
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Resolves once the first frame has been painted: the callback of a second animation frame
 * runs after the first one was presented. Whatever loads after this is never part of the
 * first paint's JavaScript.
 */
export function afterFirstPaint(scheduler: FrameScheduler = window): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    scheduler.requestAnimationFrame(() => scheduler.requestAnimationFrame(finish));
    scheduler.setTimeout(finish, FIRST_PAINT_FALLBACK_MS);
  });
}
