import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RemoteRegistry } from './remote-registry';
import { RegistryError } from './remote-errors';
import type { RemoteDiscovery } from './remote-discovery';
import type { RemoteOverride } from './remote-override';

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

interface RegistryContextValue {
  state: RegistryState;
  /** Starts reading the registry, once per page. */
  request: () => void;
}

// Outside a provider nothing is ever read: the registry stays loading.
const RegistryContext = createContext<RegistryContextValue>({ state: { status: 'loading' }, request: () => undefined });

// The discovery's code (registry checks, QA's candidate, integrity pins, retries) is for the
// pages that load a remote: not on the first screen.
const loadDiscovery = () => import(/* webpackChunkName: "discovery" */ './remote-discovery').then((module) => module.remoteDiscovery);

/**
 * Reads remotes.json and registers its remotes, once, when the first page that needs them
 * asks (a branch route, or QA's build badge): the first screens neither fetch it nor carry
 * its code. A failure only affects the branch routes; home, Mission Select and /accessible
 * never wait for it. Each step can be replaced (tests).
 */
export function RemoteRegistryProvider({ children, ...given }: { children: ReactNode } & Partial<RemoteDiscovery>) {
  const [state, setState] = useState<RegistryState>({ status: 'loading' });
  const requested = useRef(false);
  const mounted = useRef(true);
  const givenRef = useRef(given);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    const { load, prepare, register } = givenRef.current;
    const steps =
      load && prepare && register
        ? Promise.resolve({ load, prepare, register })
        : loadDiscovery().then((defaults) => ({ ...defaults, ...givenRef.current }));
    steps
      .then(async (discovery) => {
        const listed = await discovery.load();
        const { registry, override } = discovery.prepare(listed);
        discovery.register(registry);
        if (mounted.current) setState({ status: 'ready', registry, listed, override });
      })
      .catch((error: unknown) => {
        const registryError = error instanceof RegistryError ? error : new RegistryError('malformed', String(error));
        console.error(`[shell] ${registryError.message}`);
        if (mounted.current) setState({ status: 'failed', error: registryError });
      });
  }, []);

  const value = useMemo(() => ({ state, request }), [state, request]);
  return <RegistryContext.Provider value={value}>{children}</RegistryContext.Provider>;
}

/** The registry, read on first use. */
export function useRemoteRegistry(): RegistryState {
  const { state, request } = useContext(RegistryContext);
  useEffect(() => request(), [request]);
  return state;
}
