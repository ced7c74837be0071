import { loadNamespaceCopy, type Namespace, type NamespaceCopy } from '@mission/content';
import { provideNamespace } from '@mission/shared';

const kitOnly = (tree: NamespaceCopy): NamespaceCopy => ({ kit: tree.kit ?? {} });

let kitCopy: Promise<void> | undefined;
const branchCopy = new Map<Namespace, Promise<void>>();

/**
 * The words a branch shows, from the remote's own build, laid over the shell's copy: the
 * branch's namespace whole, and of common.json only the kit's block, so neither a branch's
 * nor a kit's wording change waits for a shell deploy. Each loads per language (the
 * visitor's now, the other one on a switch). Settles once the current language's copy is
 * laid; asked again, it gives the same answer, and a failed load is tried again next time.
 * A remote built from the copy the shell holds lays nothing and fetches nothing of its own
 * (provideNamespace), so a branch's first visit waits for no copy of its own.
 */
export function provideBranchCopy(ns: Namespace): Promise<void> {
  // The same promise for the same namespace: a remount or another chapter fetches nothing twice.
  let ready = branchCopy.get(ns);
  if (!ready) {
    // The version of the copy this remote was built with: the same as the shell's, nothing to lay.
    const own = { copyVersion: __COPY_VERSION__ };
    kitCopy ??= provideNamespace('common', (tag) => loadNamespaceCopy(tag, 'common').then(kitOnly), own);
    ready = Promise.all([kitCopy, provideNamespace(ns, (tag) => loadNamespaceCopy(tag, ns), own)]).then(
      () => undefined,
      (error: unknown) => {
        kitCopy = undefined;
        branchCopy.delete(ns);
        throw error;
      },
    );
    branchCopy.set(ns, ready);
  }
  return ready;
}
