import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry, REMOTE_FETCH_POLICY, waitBeforeRetry, type RetryPolicy } from './fetch-with-retry';
import { RemotePins } from './remote-integrity';

/** A prefetch is a hint: one try, no retries (the visitor's own load retries). */
export const PREFETCH_FETCH_POLICY: RetryPolicy = { attempts: 1, timeoutMs: REMOTE_FETCH_POLICY.timeoutMs, backoffMs: [] };

export interface ResilienceOptions {
  /**
   * Whether a remote is being prefetched and no load of it was asked yet
   * (federation-runtime.ts): its fetches are then tried once, at low priority, and fail
   * silently, leaving the retries and the reports to the visitor's own load.
   */
  isPrefetching?: (remote: string) => boolean;
}

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
 * A prefetch (the runtime's preloadRemote) goes through the same checks: its
 * `<link rel="preload">` of each script carries the integrity and CORS mode the script will
 * be loaded with, so the load uses the preloaded bytes instead of fetching them again.
 */
export function resiliencePlugin(
  pins: RemotePins = new RemotePins(),
  { isPrefetching = () => false }: ResilienceOptions = {},
): ModuleFederationRuntimePlugin {
  return {
    name: 'mission-resilience',
    async fetch(url, init, remoteInfo) {
      const quiet = remoteInfo !== undefined && isPrefetching(remoteInfo.name);
      const response = quiet
        ? await fetchWithRetry(url, { ...init, priority: 'low' }, PREFETCH_FETCH_POLICY)
        : await fetchWithRetry(url, init);
      return pins.checkManifest(remoteInfo?.name, response, { quiet });
    },
    createScript({ url, remoteInfo }) {
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      const quiet = remoteInfo !== undefined && isPrefetching(remoteInfo.name);
      if (quiet) script.setAttribute('fetchpriority', 'low');
      const integrity = remoteInfo ? pins.scriptIntegrity(remoteInfo.name, url) : undefined;
      if (integrity && remoteInfo) {
        script.setAttribute('integrity', integrity);
        const remote = remoteInfo.name;
        // A prefetch's failure is silent; the visitor's own load diagnoses it.
        if (!quiet) script.addEventListener('error', () => void pins.diagnoseScriptFailure(remote, url, integrity), { once: true });
      }
      script.src = url;
      return { script, timeout: REMOTE_SCRIPT_TIMEOUT_MS };
    },
    createLink({ url, attrs, remoteInfo }) {
      // Only preloadRemote asks for links: `<link rel="preload" as="script">` of the exposed
      // module's chunks. Each must match the `<script>` the remote's own webpack runtime will
      // create, or the browser fetches the file again: CORS only across origins (webpack's
      // crossOriginLoading: 'anonymous'), and the chunk's integrity.
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (typeof value === 'string') link.setAttribute(name, value);
      }
      link.setAttribute('fetchpriority', 'low');
      if (!isSameOrigin(url)) link.crossOrigin = 'anonymous';
      const integrity = remoteInfo ? pins.preloadIntegrity(remoteInfo.name, url) : undefined;
      if (integrity) link.integrity = integrity;
      link.href = url;
      return link;
    },
    loadEntryError(args) {
      // A prefetch does not retry: the visitor's load will, if it comes.
      const recovered = isPrefetching(args.remoteInfo.name) ? Promise.resolve(undefined) : retryEntry(args);
      // The hook's declared type nests a promise that `await` flattens anyway.
      return recovered as unknown as Promise<Promise<RemoteEntryExports | undefined> | undefined>;
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

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
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
