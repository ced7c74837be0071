/**
 * The longest the shell's sounds wait for an idle page after a route change. Our choice: the
 * build of a chapter on a slow phone is over by then (`npm run bench`, the branch switch), and
 * a sound asked for sooner plays as soon as it is made.
 */
export const PAGE_IDLE_TIMEOUT_MS = 3000;

type IdleWindow = Pick<Window, 'setTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * Settles at the page's next idle moment (requestIdleCallback, at most `timeoutMs` later), or
 * after a short timer where there is none (Safari): for work that must not hold the page's
 * own build, such as making the shell's sounds after a route change.
 */
export function pageIdle(timeoutMs: number = PAGE_IDLE_TIMEOUT_MS, win: IdleWindow = window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else win.setTimeout(() => resolve(), IDLE_FALLBACK_MS);
  });
}

/** Where there is no requestIdleCallback: a moment, not the whole timeout. */
const IDLE_FALLBACK_MS = 500;
