import { lazyNamed } from '../lib/lazy-named';

// The remotes' loader is only needed on a branch's pages: not in the first screen's chunk.
export const BranchRoute = lazyNamed(() => import(/* webpackChunkName: "branch" */ './branch-route'), 'BranchRoute');
