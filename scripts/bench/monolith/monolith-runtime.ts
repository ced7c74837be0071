import type { RemoteRegistry, RemoteRegistryEntry } from '../../../shell/src/remotes/remote-registry';

/**
 * Stands in for shell/src/remotes/federation-runtime.ts in the monolith build (the bench's
 * measure of what Module Federation costs): the same functions, no federation runtime.
 * Each branch is a plain dynamic import, so it still gets a lazy chunk of its own, as a
 * fair single app would split it; the registry has nothing to register.
 */

const BRANCH_APPS: Record<string, () => Promise<unknown>> = {
  army: () => import(/* webpackChunkName: "branch-army" */ '../../../army/src/branch-entry'),
  navy: () => import(/* webpackChunkName: "branch-navy" */ '../../../navy/src/branch-entry'),
  air: () => import(/* webpackChunkName: "branch-air" */ '../../../air/src/branch-entry'),
};

/** The one module each remote exposes (its webpack.config.mjs), with or without the "./". */
const EXPOSED = new Set(['BranchApp', './BranchApp']);

export function registerRegistryRemotes(_registry: RemoteRegistry): void {}

export function reregisterRemote(_entry: RemoteRegistryEntry): void {}

export function loadExposedModule(remote: string, expose: string): Promise<unknown> {
  const load = Object.hasOwn(BRANCH_APPS, remote) ? BRANCH_APPS[remote] : undefined;
  // Rejected like a remote that is down: load-branch-module.ts shows the branch-unavailable page.
  if (!load || !EXPOSED.has(expose)) return Promise.reject(new Error(`the monolith has no module "${remote}/${expose}"`));
  return load();
}

/** Nothing to prefetch from another origin: a branch is one of the app's own lazy chunks. */
export function prefetchExposedModule(_remote: string, _expose: string): Promise<void> {
  return Promise.resolve();
}
