import { useCallback, useSyncExternalStore } from 'react';
import type { AppUiState } from '../services/ui/app-ui-state';
import type { AppUiStore } from '../services/ui/app-ui-store';

/** One value of the app UI store, re-rendering when it changes. Select a primitive (or a stable object). */
export function useAppUiState<T>(ui: AppUiStore, select: (state: AppUiState) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = ui.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [ui],
  );
  const read = () => select(ui.state);
  return useSyncExternalStore(subscribe, read, read);
}
