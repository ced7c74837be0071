import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { missionBus } from '@mission/shared';
import type { RemoteRegistry, RemoteRegistryEntry } from './remote-registry';
import { RemotePins, unpinnedNotice } from './remote-integrity';
import { resiliencePlugin } from './resilience-plugin';

let pluginRegistered = false;
/** Each remote's pin, as the registry (or QA's candidate) gives it: remote-integrity.ts. */
const remotePins = new RemotePins();

/** Hands the registry's remotes to the Module Federation runtime: no URL lives in the bundle. */
export function registerRegistryRemotes(registry: RemoteRegistry): void {
  if (!pluginRegistered) {
    registerPlugins([resiliencePlugin(remotePins)]);
    pluginRegistered = true;
  }
  for (const entry of registry.remotes) {
    remotePins.set(entry.name, entry.integrity);
    // Loading unchecked is allowed (a deployment chooses when to pin); debug mode says so once.
    if (!entry.integrity && missionBus.getState('debug')) console.info(unpinnedNotice(entry.name));
  }
  registerRemotes(registry.remotes.map(toRuntimeRemote));
}

/** Drops everything cached for one remote (manifest, entry, modules) so Retry really refetches. */
export function reregisterRemote(entry: RemoteRegistryEntry): void {
  remotePins.set(entry.name, entry.integrity);
  registerRemotes([toRuntimeRemote(entry)], { force: true });
}

export function loadExposedModule(remote: string, expose: string): Promise<unknown> {
  return loadRemote<unknown>(`${remote}/${expose}`);
}

function toRuntimeRemote(entry: RemoteRegistryEntry) {
  return { name: entry.name, entry: entry.manifestUrl };
}
