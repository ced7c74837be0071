import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fetchRemoteRegistry, type RemoteRegistry } from './remote-registry';
import { RegistryError } from './remote-errors';
import { registerRegistryRemotes } from './federation-runtime';

export type RegistryState =
  | { status: 'loading' }
  | { status: 'ready'; registry: RemoteRegistry }
  | { status: 'failed'; error: RegistryError };

const RegistryContext = createContext<RegistryState>({ status: 'loading' });

/**
 * Reads remotes.json once at start and registers its remotes. A failure only affects the
 * branch routes; home, Mission Select and /accessible never wait for it.
 */
export function RemoteRegistryProvider({
  children,
  load = fetchRemoteRegistry,
  register = registerRegistryRemotes,
}: {
  children: ReactNode;
  load?: () => Promise<RemoteRegistry>;
  register?: (registry: RemoteRegistry) => void;
}) {
  const [state, setState] = useState<RegistryState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    load()
      .then((registry) => {
        register(registry);
        if (!cancelled) setState({ status: 'ready', registry });
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
  }, [load, register]);
  return <RegistryContext.Provider value={state}>{children}</RegistryContext.Provider>;
}

export function useRemoteRegistry(): RegistryState {
  return useContext(RegistryContext);
}
