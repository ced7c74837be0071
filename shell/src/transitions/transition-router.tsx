import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createBrowserHistory, HistoryRouter } from '@mission/shared/routing';
import { PageTransition, type TransitionPhase } from './page-transition';
import { createTransitionHistory } from './transition-history';

const PageTransitionContext = createContext<PageTransition | null>(null);

/**
 * The shell's router: the browser's history, wrapped so that every navigation goes through
 * the page transition (transition-history.ts). Use it where a `<BrowserRouter>` would be.
 */
export function TransitionRouter({ children, transition: given }: { children: ReactNode; transition?: PageTransition }) {
  const [transition] = useState(() => given ?? new PageTransition());
  const [history] = useState(() => createTransitionHistory(createBrowserHistory({ window, v5Compat: true }), transition));
  useEffect(() => () => transition.dispose(), [transition]);
  return (
    <PageTransitionContext.Provider value={transition}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </PageTransitionContext.Provider>
  );
}

const idle = () => () => undefined;

/** The router's page transition (null outside a `<TransitionRouter>`). */
export function usePageTransition(): PageTransition | null {
  return useContext(PageTransitionContext);
}

/** Where the main area's fade is: 'idle' outside a `<TransitionRouter>` (tests, a plain router). */
export function usePageTransitionPhase(): TransitionPhase {
  const transition = useContext(PageTransitionContext);
  return useSyncExternalStore(
    transition ? (onChange) => transition.subscribe(onChange) : idle,
    () => transition?.phase ?? 'idle',
    () => 'idle',
  );
}
