import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { missionBus } from '@mission/shared';
import { browserSessionStorage } from '../services/storage/safe-storage';
import { fetchRemoteRegistry, type RemoteRegistry } from './remote-registry';
import { RegistryError } from './remote-errors';
import { registerRegistryRemotes } from './federation-runtime';
import { prepareRegistryWithOverride, type PreparedRegistry, type RemoteOverride } from './remote-override';

export type RegistryState =
  | { status: 'loading' }
  | {
      status: 'ready';
      /** What is registered with the runtime: remotes.json, with QA's candidate if one applies. */
      registry: RemoteRegistry;
      /** remotes.json as served. */
      listed: RemoteRegistry;
      override: RemoteOverride | null;
    }
  | { status: 'failed'; error: RegistryError };

/** QA's stored candidate (debug mode only, allowed origins only): remote-override.ts. */
function prepareFromSession(listed: RemoteRegistry): PreparedRegistry {
  return prepareRegistryWithOverride(listed, {
    storage: browserSessionStorage(),
    debug: missionBus.getState('debug'),
    shellOrigin: window.location.origin,
  });
}

const RegistryContext = createContext<RegistryState>({ status: 'loading' });

/**
 * Reads remotes.json once at start and registers its remotes. A failure only affects the
 * branch routes; home, Mission Select and /accessible never wait for it.
 */
export function RemoteRegistryProvider({
  children,
  load = fetchRemoteRegistry,
  register = registerRegistryRemotes,
  prepare = prepareFromSession,
}: {
  children: ReactNode;
  load?: () => Promise<RemoteRegistry>;
  register?: (registry: RemoteRegistry) => void;
  prepare?: (listed: RemoteRegistry) => PreparedRegistry;
}) {
  const [state, setState] = useState<RegistryState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    load()
      .then((listed) => {
        const { registry, override } = prepare(listed);
        register(registry);
        if (!cancelled) setState({ status: 'ready', registry, listed, override });
      })
      .catch((error: unknown) => {
        const registryError =
          error instanceof RegistryError ? error : new RegistryError('malformed', String(error));
        console.error(`[shell] ${registryError.message}`);
        if (!cancelled) setState({ status: 'failed', error: registryError });
      });
    return () => {
      cancelled = true;
    };
  }, [load, register, prepare]);
  return <RegistryContext.Provider value={state}>{children}</RegistryContext.Provider>;
}

export function useRemoteRegistry(): RegistryState {
  return useContext(RegistryContext);
}
