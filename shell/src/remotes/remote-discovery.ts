import { missionBus } from '@mission/shared';
import { browserSessionStorage } from '../services/storage/safe-storage';
import { registerRegistryRemotes } from './federation-runtime';
import { fetchRemoteRegistry, type RemoteRegistry } from './remote-registry';
import { prepareRegistryWithOverride, type PreparedRegistry } from './remote-override';

/** How the page finds its remotes: read remotes.json, apply QA's candidate, register them with the runtime. */
export interface RemoteDiscovery {
  load: () => Promise<RemoteRegistry>;
  prepare: (listed: RemoteRegistry) => PreparedRegistry;
  register: (registry: RemoteRegistry) => void;
}

/** QA's stored candidate (debug mode only, allowed origins only): remote-override.ts. */
function prepareFromSession(listed: RemoteRegistry): PreparedRegistry {
  return prepareRegistryWithOverride(listed, {
    storage: browserSessionStorage(),
    debug: missionBus.getState('debug'),
    shellOrigin: window.location.origin,
  });
}

export const remoteDiscovery: RemoteDiscovery = {
  load: fetchRemoteRegistry,
  prepare: prepareFromSession,
  register: registerRegistryRemotes,
};
