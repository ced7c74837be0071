import { Observable } from 'rxjs';
import { domEvents } from '../events/dom-events';

/**
 * After this long without a touch, key or scroll the visitor counts as idle (the spec
 * names the state, not the delay: one minute is longer than any chapter's pause to read).
 */
export const USER_IDLE_AFTER_MS = 60_000;

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** false while the visitor acts, true once they stopped for `idleAfterMs`; distinct values only. */
export function watchUserIdle(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  idleAfterMs = USER_IDLE_AFTER_MS,
): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    let idle = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        idle = true;
        subscriber.next(true);
      }, idleAfterMs);
    };
    subscriber.next(false);
    wait();
    const activity = domEvents([[target, ACTIVITY_EVENTS]], { passive: true }).subscribe(() => {
      if (idle) {
        idle = false;
        subscriber.next(false);
      }
      wait();
    });
    return () => {
      clearTimeout(timer);
      activity.unsubscribe();
    };
  });
}
