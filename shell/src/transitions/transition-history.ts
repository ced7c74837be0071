import { NavigationType, type HistoryRouterProps } from '@mission/shared/routing';
import type { PageTransition } from './page-transition';

/** The router's history, as `unstable_HistoryRouter` takes it. */
export type RouterHistory = HistoryRouterProps['history'];
type Listener = Parameters<RouterHistory['listen']>[0];
type Update = Parameters<Listener>[0];

/**
 * The shell's navigation layer: a history that sends every navigation through the page
 * transition (docs/product-rules.md §2 "Page behaviour"). Whatever starts it (a `<Link>` of the shell, of the
 * accessible pages or of a remote, `navigate()` anywhere, the browser's back button) meets
 * the same path, because they all go through the one router's history:
 *
 * - push: fade out, then the page changes, then fade in; a push while either fade runs is
 *   ignored (the lock).
 * - back/forward (popstate): the address has already changed, so the router hears of it
 *   after the fade out; one that comes during a fade is delivered once that navigation
 *   is over (it cannot be ignored without the address and the page disagreeing).
 * - replace: at once, never locked: it is how redirects work, and a redirect runs while the
 *   new page fades in. Dropped only while a back/forward waits: the address has already moved
 *   to that entry, so the page being left (/experience's redirect, say) would overwrite it.
 */
export function createTransitionHistory(base: RouterHistory, transition: PageTransition): RouterHistory {
  const listeners = new Set<Listener>();
  let stop: (() => void) | null = null;
  let pendingPop: Update | null = null;

  const deliver = (update: Update) => listeners.forEach((listener) => listener(update));

  const onPop = (update: Update) => {
    // The address has already changed: it is where the navigation leads.
    const accepted = transition.run(() => deliver({ ...update, location: base.location }), base.location.pathname);
    if (!accepted) pendingPop = update;
  };

  const flushPendingPop = (phase: string) => {
    if (phase !== 'idle' || !pendingPop) return;
    const update = pendingPop;
    pendingPop = null;
    onPop(update);
  };

  const onBase = (update: Update) => {
    if (update.action === NavigationType.Pop) onPop(update);
    else deliver(update);
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push(to, state) {
      transition.run(() => base.push(to, state), pathOf(base.createHref(to)));
    },
    replace(to, state) {
      if (pendingPop) return;
      base.replace(to, state);
    },
    go(delta) {
      base.go(delta);
    },
    listen(listener) {
      listeners.add(listener);
      if (!stop) {
        const stopBase = base.listen(onBase);
        const stopFlush = transition.subscribe(flushPendingPop);
        stop = () => {
          stopBase();
          stopFlush();
        };
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stop) {
          stop();
          stop = null;
        }
      };
    },
  };
}

/** The path of an href the history made (`/fr/<branch>/<chapter>?x#y` -> `/fr/<branch>/<chapter>`). */
function pathOf(href: string): string {
  return href.split(/[?#]/, 1)[0]!;
}
