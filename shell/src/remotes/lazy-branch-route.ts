import { lazyNamed } from '../lib/lazy-named';

// The remotes' loader is only needed on /army, /navy and /air: not in the first screen's chunk.
export const BranchRoute = lazyNamed(() => import(/* webpackChunkName: "branch" */ './branch-route'), 'BranchRoute');
