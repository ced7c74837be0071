import { useEffect } from 'react';

interface Disposable {
  dispose: () => void;
}

/**
 * Frees what a scene built in code (useMemo) when it is replaced or the component unmounts:
 * r3f frees what JSX declares, not what code hands it. Takes one geometry, material or
 * texture, or a record of them built together.
 */
export function useDisposable(value: Disposable | Readonly<Record<string, Disposable>>): void {
  useEffect(
    () => () => {
      if (typeof (value as Disposable).dispose === 'function') (value as Disposable).dispose();
      else Object.values(value as Record<string, Disposable>).forEach((item) => item.dispose());
    },
    [value],
  );
}
