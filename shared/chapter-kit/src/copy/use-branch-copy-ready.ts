import { useEffect, useState } from 'react';
import type { Namespace } from '@mission/content';
import { provideBranchCopy } from './kit-copy';

/**
 * Whether the branch's own copy is laid (provideBranchCopy): a ready flag rather than a
 * suspended render, so the shell's page around the branch (header, build badge) keeps
 * taking input while the copy arrives. A copy that cannot load is thrown at render, for the
 * shell's error boundary to show the branch as unavailable, with its Retry.
 */
export function useBranchCopyReady(ns: Namespace): boolean {
  const [settled, setSettled] = useState<{ ns: Namespace; error?: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    provideBranchCopy(ns).then(
      () => live && setSettled({ ns }),
      (error: unknown) => live && setSettled({ ns, error: error ?? new Error(`the ${ns} copy did not load`) }),
    );
    return () => {
      live = false;
    };
  }, [ns]);
  if (settled?.ns !== ns) return false;
  if (settled.error !== undefined) throw settled.error;
  return true;
}
