import { distinctUntilChanged, fromEvent, map, merge, of, startWith, switchMap, timer, type Observable } from 'rxjs';

/**
 * After this long without a touch, key or scroll the visitor counts as idle (the spec
 * names the state, not the delay: one minute is longer than any chapter's pause to read).
 */
export const USER_IDLE_AFTER_MS = 60_000;

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** false while the visitor acts, true once they stopped for `idleAfterMs`; distinct values only. */
export function watchUserIdle(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, idleAfterMs = USER_IDLE_AFTER_MS): Observable<boolean> {
  const activity = merge(...ACTIVITY_EVENTS.map((name) => fromEvent(target, name, { passive: true })));
  return activity.pipe(
    startWith(null),
    switchMap(() => merge(of(false), timer(idleAfterMs).pipe(map(() => true)))),
    distinctUntilChanged(),
  );
}
