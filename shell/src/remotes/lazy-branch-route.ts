import { lazy } from 'react';

// The remotes' loader is only needed on /army, /navy and /air: not in the first screen's chunk.
export const BranchRoute = lazy(async () => ({ default: (await import(/* webpackChunkName: "branch" */ './branch-route')).BranchRoute }));
