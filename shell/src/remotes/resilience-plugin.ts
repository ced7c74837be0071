import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry, REMOTE_FETCH_POLICY, waitBeforeRetry } from './fetch-with-retry';
import { RemotePins } from './remote-integrity';

/** A remoteEntry.js that has not run after this long counts as down. */
export const REMOTE_SCRIPT_TIMEOUT_MS = 10_000;

const FAILURE_MARK = '__mission_remote_load_failure__';

/** What loadRemote resolves to when every retry failed (see errorLoadRemote below). */
export interface RemoteLoadFailure {
  [FAILURE_MARK]: true;
  id: string;
  error: unknown;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && FAILURE_MARK in value;
}

/**
 * First layer of failure isolation, inside the Module Federation runtime:
 * manifests are fetched with a time limit and bounded retries, remoteEntry scripts get a
 * time limit and bounded reloads, and a remote that still fails resolves to a marked
 * failure instead of rejecting, which the shell turns into the branch-unavailable page.
 * A pinned remote (remote-integrity.ts) is checked on the way: its manifest by its hash,
 * its entry by Subresource Integrity; a mismatch fails like a remote that is down.
 */
export function resiliencePlugin(pins: RemotePins = new RemotePins()): ModuleFederationRuntimePlugin {
  return {
    name: 'mission-resilience',
    async fetch(url, init, remoteInfo) {
      return pins.checkManifest(remoteInfo?.name, await fetchWithRetry(url, init));
    },
    createScript({ url, remoteInfo }) {
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      const integrity = remoteInfo ? pins.scriptIntegrity(remoteInfo.name, url) : undefined;
      if (integrity && remoteInfo) {
        script.setAttribute('integrity', integrity);
        const remote = remoteInfo.name;
        script.addEventListener('error', () => void pins.diagnoseScriptFailure(remote, url, integrity), { once: true });
      }
      script.src = url;
      return { script, timeout: REMOTE_SCRIPT_TIMEOUT_MS };
    },
    loadEntryError(args) {
      // The hook's declared type nests a promise that `await` flattens anyway.
      return retryEntry(args) as unknown as Promise<Promise<RemoteEntryExports | undefined> | undefined>;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // Only the final "onLoad" stage may return a module; at "afterResolve" the runtime
      // would parse a returned value as a manifest. Elsewhere the error continues to onLoad.
      if (lifecycle !== 'onLoad') return undefined;
      const failure: RemoteLoadFailure = { [FAILURE_MARK]: true, id, error };
      return failure;
    },
  };
}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];
type RemoteEntryExports = Exclude<Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>, boolean | void | undefined>;

/** Reloads a remoteEntry.js that failed, a bounded number of times. */
async function retryEntry({
  getRemoteEntry,
  origin,
  remoteInfo,
  remoteEntryExports,
  globalLoading,
  uniqueKey,
}: LoadEntryErrorArgs): Promise<RemoteEntryExports | undefined> {
      const retries = REMOTE_FETCH_POLICY.attempts - 1;
      for (let retry = 0; retry < retries; retry += 1) {
        // The failed load is cached under this key; clear it or the retry replays the failure.
        delete globalLoading[uniqueKey];
        await waitBeforeRetry(REMOTE_FETCH_POLICY, retry + 1);
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (exports) return exports;
        } catch (error) {
          console.warn(`[shell] remote "${remoteInfo.name}" entry retry ${retry + 1}/${retries} failed`, error);
        }
      }
      return undefined;
}
