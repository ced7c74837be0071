import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry, RemoteRegistryEntry } from './remote-registry';
import { resiliencePlugin } from './resilience-plugin';

let pluginRegistered = false;

/** Hands the registry's remotes to the Module Federation runtime: no URL lives in the bundle. */
export function registerRegistryRemotes(registry: RemoteRegistry): void {
  if (!pluginRegistered) {
    registerPlugins([resiliencePlugin()]);
    pluginRegistered = true;
  }
  registerRemotes(registry.remotes.map(toRuntimeRemote));
}

/** Drops everything cached for one remote (manifest, entry, modules) so Retry really refetches. */
export function reregisterRemote(entry: RemoteRegistryEntry): void {
  registerRemotes([toRuntimeRemote(entry)], { force: true });
}

export function loadExposedModule(remote: string, expose: string): Promise<unknown> {
  return loadRemote<unknown>(`${remote}/${expose}`);
}

function toRuntimeRemote(entry: RemoteRegistryEntry) {
  return { name: entry.name, entry: entry.manifestUrl };
}
