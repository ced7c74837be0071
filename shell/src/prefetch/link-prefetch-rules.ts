/**
 * When a link may prefetch what its tap will need (docs/product-rules.md §9,
 * docs/decisions.md §4): within 200 px of the viewport, once the first screen is interactive,
 * at idle, and never on Save-Data or a 2G connection.
 */

/** The link prefetch margin (docs/product-rules.md §9): how near the viewport a link prefetches. */
export const LINK_PREFETCH_MARGIN_PX = 200;

/** The same margin as IntersectionObserver takes it. */
export const LINK_PREFETCH_ROOT_MARGIN = `${LINK_PREFETCH_MARGIN_PX}px`;

/**
 * Where the browser has no requestIdleCallback (Safari), how long after the page's load we
 * count it idle. Our choice: the rules name no figure.
 */
export const IDLE_FALLBACK_DELAY_MS = 500;

/** The Network Information API's part we read (Chromium; absent in Safari and Firefox). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Connections too slow to spend on something the visitor may never tap. */
const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/**
 * Whether the connection allows a prefetch: not when the visitor asked to save data, not on a
 * 2G connection. A browser that says nothing of its connection allows it.
 */
export function connectionAllowsPrefetch(
  nav: { connection?: ConnectionHints } | undefined = globalThis.navigator as { connection?: ConnectionHints } | undefined,
): boolean {
  const connection = nav?.connection;
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(typeof connection.effectiveType === 'string' && SLOW_CONNECTIONS.has(connection.effectiveType));
}

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` once the page is interactive (its load event has fired: the first screen's own
 * scripts and images come first) and then idle (requestIdleCallback, or a short delay where
 * there is none). Returns a cancel function; after it, `task` never runs.
 */
export function whenIdleAfterLoad(task: () => void, win: IdleWindow = window): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const atIdle = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      idleHandle = win.requestIdleCallback(() => {
        if (!cancelled) task();
      });
    } else {
      timer = win.setTimeout(() => {
        if (!cancelled) task();
      }, IDLE_FALLBACK_DELAY_MS);
    }
  };
  const onLoad = () => atIdle();
  if (win.document.readyState === 'complete') atIdle();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', onLoad);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}
