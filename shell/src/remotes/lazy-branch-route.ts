import type { Section } from '@mission/content';
import { lazyNamed } from '../lib/lazy-named';

const loadBranchRoute = () => import(/* webpackChunkName: "branch" */ './branch-route');

// The remotes' loader is only needed on a branch's pages: not in the first screen's chunk.
export const BranchRoute = lazyNamed(loadBranchRoute, 'BranchRoute');

/**
 * As a navigation to a branch begins: its route's code and the branch's app start to load,
 * then the page at `address` under it (branch-route.tsx `startBranchLoad`). A failure here
 * is the route's to show when it renders.
 */
export function preloadBranch(section: Section, address?: string): void {
  loadBranchRoute()
    .then(({ startBranchLoad }) => startBranchLoad(section, address))
    .catch(() => undefined);
}
