import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/** A store with a current value and a stream of changes (device, permissions, persistent...). */
export interface ReadableStore<T> {
  readonly state$: Observable<T>;
  getState(): T;
}

/** Reads a shell store in React, re-rendering on change. */
export function useStoreState<T>(store: ReadableStore<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  const read = useCallback(() => store.getState(), [store]);
  return useSyncExternalStore(subscribe, read, read);
}
