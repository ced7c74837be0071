import type { OfflineRoute } from './offline-route';

/**
 * What a remote's verified manifest pins (shared/tooling/build/remote-integrity-plugin.mjs): its
 * remoteEntry.js and every script it lists, each by SHA-384.
 */
export interface PinnedScripts {
  entryFile: string;
  entryIntegrity: string;
  scripts: Readonly<Record<string, string>>;
}

export type KeepRule =
  /** Kept and served from the cache only when its bytes hash to this (to one of a rollout pin's hashes). */
  | { keep: 'if-integrity'; integrity: string }
  /** Kept as it came (media, the shell's run-time files). */
  | { keep: 'as-is' }
  /** Never kept: left to the network. */
  | { keep: 'never' };

/**
 * The integrity rule (docs/decisions.md, "The service worker"): a remote's code is kept only
 * as its registry pin (the manifest) and that manifest (the scripts) name it, so a cached
 * file is the very one the page would accept; a remote the registry does not pin leaves
 * nothing behind; media, not pinned by the manifest, are kept for a pinned branch only.
 */
export function keepRuleFor(route: OfflineRoute, registryPin: string | undefined, manifest: PinnedScripts | undefined): KeepRule {
  switch (route.kind) {
    case 'shell-data':
      return { keep: 'as-is' };
    case 'manifest':
      return registryPin ? { keep: 'if-integrity', integrity: registryPin } : { keep: 'never' };
    case 'remote-script': {
      if (!registryPin || !manifest) return { keep: 'never' };
      const integrity = route.file === manifest.entryFile ? manifest.entryIntegrity : manifest.scripts[route.file];
      return integrity ? { keep: 'if-integrity', integrity } : { keep: 'never' };
    }
    case 'asset':
      return route.owner === 'shell' || registryPin ? { keep: 'as-is' } : { keep: 'never' };
    case 'network':
      return { keep: 'never' };
  }
}

/** The entry and scripts a manifest's bytes pin, or undefined when it pins none. */
export function pinnedScriptsOf(manifestText: string): PinnedScripts | undefined {
  try {
    const manifest = JSON.parse(manifestText) as {
      metaData?: { remoteEntry?: { name?: unknown; path?: unknown; integrity?: unknown } };
      integrity?: unknown;
    } | null;
    const entry = manifest?.metaData?.remoteEntry;
    if (!entry || typeof entry.name !== 'string' || typeof entry.integrity !== 'string') return undefined;
    const folder = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
    const scripts: Record<string, string> = {};
    if (typeof manifest?.integrity === 'object' && manifest.integrity !== null) {
      for (const [file, integrity] of Object.entries(manifest.integrity)) {
        if (typeof integrity === 'string') scripts[file] = integrity;
      }
    }
    return { entryFile: folder ? `${folder}/${entry.name}` : entry.name, entryIntegrity: entry.integrity, scripts };
  } catch {
    return undefined;
  }
}
