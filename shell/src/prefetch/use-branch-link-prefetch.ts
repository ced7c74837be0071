import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Section } from '@mission/content';
import { useRemoteRegistry } from '../remotes/remote-registry-context';
import { branchLinkTarget } from './branch-link-target';
import { connectionAllowsPrefetch, LINK_PREFETCH_ROOT_MARGIN, whenIdleAfterLoad } from './link-prefetch-rules';

/** Asked once per chapter link that comes near the viewport (and once for a link to a branch itself). */
export type BranchPrefetch = (section: Section, chapter: string | undefined) => void;

/**
 * docs/decisions.md §4: the branch links inside `container` prefetch what their
 * tap will need once they come within LINK_PREFETCH_MARGIN_PX (200 px) of the viewport;
 * nothing is observed before the page is loaded and idle, and nothing at all on Save-Data
 * or 2G. Each chapter is asked for once per mount; the prefetcher asks each remote once.
 */
export function useBranchLinkPrefetch(container: RefObject<HTMLElement | null>, prefetch: BranchPrefetch): void {
  const prefetchRef = useRef(prefetch);
  useEffect(() => {
    prefetchRef.current = prefetch;
  }, [prefetch]);

  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver !== 'function' || !connectionAllowsPrefetch()) return;
    const asked = new Set<string>();
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdleAfterLoad(() => {
      observer = new IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            self.unobserve(entry.target);
            const target = branchLinkTarget((entry.target as HTMLAnchorElement).href);
            // The connection may have changed since (the visitor turned Save-Data on).
            if (!target || !connectionAllowsPrefetch()) continue;
            const key = `${target.section}/${target.chapter ?? ''}`;
            if (asked.has(key)) continue;
            asked.add(key);
            prefetchRef.current(target.section, target.chapter);
          }
        },
        { rootMargin: LINK_PREFETCH_ROOT_MARGIN },
      );
      for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (branchLinkTarget(link.href)) observer.observe(link);
      }
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [container]);
}

/**
 * The prefetch through the registry: once it is read (the page asks for it), each branch's
 * remote is prefetched once (prefetch-branch.ts, loaded only then). A registry that failed
 * prefetches nothing, silently; the branch route shows its own error page at the tap.
 */
export function useRegistryBranchPrefetch(): BranchPrefetch {
  const registryState = useRemoteRegistry();
  const state = useRef(registryState);
  const pending = useRef(new Set<Section>());

  const flush = useCallback(() => {
    const current = state.current;
    if (current.status === 'loading' || pending.current.size === 0) return;
    const sections = [...pending.current];
    pending.current.clear();
    if (current.status !== 'ready') return;
    const { registry } = current;
    import(/* webpackChunkName: "prefetch-branch" */ './prefetch-branch')
      .then(({ prefetchBranchesInTurn }) => prefetchBranchesInTurn(registry, sections))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    state.current = registryState;
    flush();
  }, [registryState, flush]);

  return useCallback<BranchPrefetch>(
    (section) => {
      pending.current.add(section);
      flush();
    },
    [flush],
  );
}
