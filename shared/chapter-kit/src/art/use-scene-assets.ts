import { useEffect, useMemo, type DependencyList } from 'react';

interface Disposable {
  dispose: () => void;
}

function isDisposable(value: unknown): value is Disposable {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Disposable>).dispose === 'function';
}

/**
 * Frees one geometry, material or texture, or every one of them in a record, including those
 * in a list in it (one material per target, say); anything else in it is left.
 */
export function disposeAssets(assets: unknown): void {
  if (isDisposable(assets)) {
    assets.dispose();
    return;
  }
  if (typeof assets !== 'object' || assets === null) return;
  for (const value of Object.values(assets)) {
    if (isDisposable(value)) value.dispose();
    else if (Array.isArray(value)) value.filter(isDisposable).forEach((item) => item.dispose());
  }
}

/**
 * The kit's one idiom for what a scene builds in code: `build` runs once (again when `deps`
 * change) and gives one asset or a record of them; whatever in it can be disposed is freed
 * when it is rebuilt or the component unmounts. r3f frees what JSX declares, not what code
 * hands it, and a chapter is visited many times (docs/decisions.md §13, heap budget).
 */
export function useSceneAssets<T extends object>(build: () => T, deps: DependencyList = []): T {
  // The caller's deps are the memo's deps, as with useMemo itself.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  const assets = useMemo(build, deps);
  useEffect(() => () => disposeAssets(assets), [assets]);
  return assets;
}
