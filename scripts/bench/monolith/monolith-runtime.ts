import type { RemoteRegistry, RemoteRegistryEntry } from '../../../shell/src/remotes/remote-registry';
// From the repository's root: the build resolves this file's imports from the module it
// replaces (shell/src/remotes/), three floors down like this one.
import { BRANCH_APPS } from '../../../scripts/bench/monolith/monolith-branch-apps';

/**
 * Stands in for shell/src/remotes/federation-runtime.ts in the monolith build (the bench's
 * measure of what Module Federation costs): the same functions, no federation runtime.
 * Each branch is a plain dynamic import (monolith-branch-apps.ts), so it still gets a lazy
 * chunk of its own, as a fair single app would split it; the registry has nothing to register.
 */

/** The one module each remote exposes (its webpack.config.mjs), with or without the "./". */
const EXPOSED = new Set(['BranchApp', './BranchApp']);

export function registerRegistryRemotes(_registry: RemoteRegistry): void {}

export function reregisterRemote(_entry: RemoteRegistryEntry): void {}

/** Every branch is built in: there is nothing to wait for. */
export function isRegisteredRemote(remote: string): boolean {
  return Object.hasOwn(BRANCH_APPS, remote);
}

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
