import { useEffect } from 'react';

/**
 * Frees a geometry, material or texture a scene built in code (useMemo) when it is replaced
 * or the component unmounts: r3f frees what JSX declares, not what code hands it.
 */
export function useDisposable(value: { dispose: () => void }): void {
  useEffect(() => () => value.dispose(), [value]);
}
