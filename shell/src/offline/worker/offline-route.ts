/**
 * What the service worker does with one request (docs/decisions.md, "The service worker"):
 * a pure reading of its URL against the shell's origin and the registry's remotes, so the
 * rules can be tested without a worker.
 */

/** A remote as the worker knows it from remotes.json: where its manifest is, and its pin. */
export interface KnownRemote {
  name: string;
  manifestUrl: string;
  /** The registry's SHA-384 of the remote's mf-manifest.json; without one nothing of it is kept. */
  integrity?: string;
}

export type OfflineRoute =
  /** The shell's run-time files: network first, the last copy when offline. */
  | { kind: 'shell-data' }
  /** A remote's mf-manifest.json: network first, kept only when it matches the registry's pin. */
  | { kind: 'manifest'; remote: string }
  /** A remote's script (its entry or a chunk): kept and served only when it matches the verified manifest. */
  | { kind: 'remote-script'; remote: string; file: string }
  /** A content-hashed file that is not code (media, images): kept as visited, per owner. */
  | { kind: 'asset'; owner: string; file: string }
  /** Anything else: the worker leaves it to the network. */
  | { kind: 'network' };

/** The shell's files that name others or hold run-time settings, read afresh when online. */
export const SHELL_DATA_PATHS: readonly string[] = ['/remotes.json', '/analytics.json', '/build-info.json'];

/** Webpack's "<name>.<10 hex>.<ext>" (shared/tooling/deploy/http-policy.mjs): a new content is a new name. */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** The owner of files kept from the shell's own origin (its media). */
export const SHELL_OWNER = 'shell';

/** The folder a remote's files are served from: its manifest's. */
function folderOf(manifestUrl: string, shellOrigin: string): URL | undefined {
  try {
    return new URL('./', new URL(manifestUrl, shellOrigin));
  } catch {
    return undefined;
  }
}

function remoteOwning(url: URL, remotes: readonly KnownRemote[], shellOrigin: string): { remote: KnownRemote; file: string } | undefined {
  for (const remote of remotes) {
    const folder = folderOf(remote.manifestUrl, shellOrigin);
    if (!folder || folder.origin !== url.origin || !url.pathname.startsWith(folder.pathname)) continue;
    // A remote on the shell's own origin shares it: only its folder's files are its.
    if (folder.origin === shellOrigin && folder.pathname === '/') continue;
    return { remote, file: url.pathname.slice(folder.pathname.length) };
  }
  return undefined;
}

/**
 * Which rule a GET request falls under. Navigations and the shell's own code are the
 * precache's (they never reach this); what is not ours, or not a GET, is the network's.
 */
export function offlineRouteFor(url: URL, method: string, shellOrigin: string, remotes: readonly KnownRemote[]): OfflineRoute {
  if (method !== 'GET') return { kind: 'network' };
  if (url.origin === shellOrigin && SHELL_DATA_PATHS.includes(url.pathname)) return { kind: 'shell-data' };
  const owned = remoteOwning(url, remotes, shellOrigin);
  if (owned) {
    const { remote, file } = owned;
    if (url.href.split('?')[0] === new URL(remote.manifestUrl, shellOrigin).href) return { kind: 'manifest', remote: remote.name };
    // Any script: its verified manifest says which it may keep (the entry, by the name the
    // manifest gives it, and the listed chunks); the shell's files name no remote file.
    if (file.endsWith('.js')) return { kind: 'remote-script', remote: remote.name, file };
    if (CONTENT_HASHED.test(file) && !isCodeOrData(file)) return { kind: 'asset', owner: remote.name, file };
    return { kind: 'network' };
  }
  if (url.origin === shellOrigin && CONTENT_HASHED.test(url.pathname) && !isCodeOrData(url.pathname)) {
    return { kind: 'asset', owner: SHELL_OWNER, file: url.pathname.slice(1) };
  }
  return { kind: 'network' };
}

/** Scripts, styles, data and source maps are not assets: code is kept by its integrity alone. */
function isCodeOrData(file: string): boolean {
  return /\.(js|mjs|css|json|map|html|txt)$/.test(file);
}
