import { createInstance } from '@module-federation/enhanced/runtime';
import { missionBus } from '@mission/shared';
import type { RemoteRegistry, RemoteRegistryEntry } from './remote-registry';
import { RemotePins, unpinnedNotice } from './remote-integrity';
import { resiliencePlugin } from './resilience-plugin';
import { shellSharedModules } from './shell-shared-modules';

/** Each remote's pin, as the registry (or QA's candidate) gives it: remote-integrity.ts. */
const remotePins = new RemotePins();
/** Remotes being prefetched that no load asked for yet: their failures stay quiet (resilience-plugin.ts). */
const prefetching = new Set<string>();
/** Remotes a load was asked for: loaded or loading, nothing left to prefetch. */
const loadAsked = new Set<string>();
const registered = new Set<string>();

/**
 * The shell's federation runtime: the shell is a plain app, not a federation host, so the
 * runtime (about 24 KB gzip) loads with this module, when a remote is first needed, and not
 * with the first screens (docs/decisions.md).
 */
const federation = createInstance({
  name: 'shell',
  remotes: [],
  shared: shellSharedModules(),
  shareStrategy: 'loaded-first',
  plugins: [resiliencePlugin(remotePins, { isPrefetching: (remote) => prefetching.has(remote) })],
});

/** Hands the registry's remotes to the Module Federation runtime: no URL lives in the bundle. */
export function registerRegistryRemotes(registry: RemoteRegistry): void {
  for (const entry of registry.remotes) {
    remotePins.set(entry.name, entry.integrity);
    // Loading unchecked is allowed (a deployment chooses when to pin); debug mode says so once.
    if (!entry.integrity && missionBus.getState('debug')) console.info(unpinnedNotice(entry.name));
  }
  federation.registerRemotes(registry.remotes.map(toRuntimeRemote));
  for (const entry of registry.remotes) registered.add(entry.name);
}

/** True once the registry has named this remote to the runtime (it can be loaded). */
export function isRegisteredRemote(remote: string): boolean {
  return registered.has(remote);
}

/** Drops everything cached for one remote (manifest, entry, modules) so Retry really refetches. */
export function reregisterRemote(entry: RemoteRegistryEntry): void {
  remotePins.set(entry.name, entry.integrity);
  federation.registerRemotes([toRuntimeRemote(entry)], { force: true });
}

export function loadExposedModule(remote: string, expose: string): Promise<unknown> {
  // From here a failure is the visitor's: retried and reported, even one a prefetch began.
  prefetching.delete(remote);
  loadAsked.add(remote);
  return federation.loadRemote<unknown>(`${remote}/${expose}`);
}

/**
 * Prefetches what loading `remote/expose` will need, without running the exposed module:
 * the remote's manifest (checked against its pin), its remoteEntry.js (a script,
 * with its integrity, as the load creates it) and the exposed module's own chunks as
 * `<link rel="preload">` with the integrity and CORS mode their scripts will carry, at low
 * priority. Not the module's async chunks (a chapter's scenes, the copy, media): they follow
 * at the tap. Rejects on any failure; the caller keeps it silent.
 */
export async function prefetchExposedModule(remote: string, expose: string): Promise<void> {
  if (loadAsked.has(remote)) return;
  prefetching.add(remote);
  try {
    await federation.preloadRemote([{ nameOrAlias: remote, exposes: [expose], resourceCategory: 'sync', depsRemote: false }]);
  } finally {
    prefetching.delete(remote);
  }
}

function toRuntimeRemote(entry: RemoteRegistryEntry) {
  return { name: entry.name, entry: entry.manifestUrl };
}
