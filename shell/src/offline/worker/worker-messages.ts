/** What the page tells the worker: switch to the waiting build now, at a safe point (docs/decisions.md, "The service worker"). */
export const SKIP_WAITING = 'mission:skip-waiting';

export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;
}
