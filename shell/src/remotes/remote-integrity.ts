/**
 * Integrity-pinned remotes (docs/decisions.md §1 keeps the registry outside
 * the bundle). A registry entry may carry `integrity`: the SHA-384 of the remote's
 * mf-manifest.json, as its build wrote it in integrity.json. The shell then accepts only
 * that manifest, and from it only the remoteEntry.js whose SHA-384 the manifest names, and
 * only the scripts it lists (what the runtime preloads from the manifest); the entry's own
 * runtime pins the chunks it loads (shared/tooling/build/chunk-integrity-plugin.mjs). One pin per
 * remote covers all of its code; mid-rollout the pin lists each build that answers, and the
 * manifest that arrived, whichever it is, names the entry and scripts that may run.
 */

import { isSha384Integrity, pinAccepts } from '@mission/shared/integrity-pin';

// The pin's rule is shared with the build (docs/decisions.md, "Version skew").
export { isIntegrityPin, isSha384Integrity, MAX_PINNED_BUILDS, pinAccepts, SHA384_INTEGRITY } from '@mission/shared/integrity-pin';

/** A pinned file's bytes are not the ones the registry (or the pinned manifest) names. */
export class IntegrityMismatchError extends Error {
  readonly remote: string;
  readonly expected: string;
  readonly actual: string;
  constructor(remote: string, file: string, expected: string, actual: string) {
    super(
      `Remote "${remote}": ${file} does not match its pinned integrity (expected ${expected}, got ${actual}); it is refused and none of its code runs`,
    );
    this.name = 'IntegrityMismatchError';
    this.remote = remote;
    this.expected = expected;
    this.actual = actual;
  }
}

export type Digest = (bytes: ArrayBuffer) => Promise<string>;

/** The SHA-384 integrity of some bytes, as the browser computes it for `integrity`. */
export const sha384Digest: Digest = async (bytes) => {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('this page cannot compute SHA-384 (not a secure context), so a pinned remote cannot be checked');
  const hash = new Uint8Array(await subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const byte of hash) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
};

interface VerifiedEntry {
  file: string;
  integrity: string;
  /** Every script of the build (file name -> integrity), from the same manifest. */
  scripts: Record<string, string>;
}

interface Pin {
  manifest: string;
  /** Learnt from the verified manifest: the one remoteEntry.js it may run, and its scripts. */
  entry?: VerifiedEntry;
}

/**
 * Given to a pinned remote's entry script when no verified manifest named its hash (it
 * should not happen): no file hashes to it, so the browser refuses the script.
 */
export const NO_VERIFIED_ENTRY = `sha384-${'A'.repeat(64)}`;

/**
 * What the shell knows of each remote's pins, for the Module Federation runtime's hooks
 * (resilience-plugin.ts): set from the registry at registration, the entry's pin learnt
 * from the manifest once that manifest passed its own check.
 */
export class RemotePins {
  private readonly pins = new Map<string, Pin>();
  /** An unpinned remote's script hashes as its manifest lists them: hints for preloads, no check. */
  private readonly hints = new Map<string, Record<string, string>>();
  private readonly reported = new Set<string>();

  constructor(private readonly digest: Digest = sha384Digest) {}

  /** The registry's word for one remote: pinned, or not (a candidate build without one). */
  set(remote: string, manifestIntegrity: string | undefined): void {
    if (manifestIntegrity) this.pins.set(remote, { manifest: manifestIntegrity });
    else this.pins.delete(remote);
  }

  isPinned(remote: string): boolean {
    return this.pins.has(remote);
  }

  /** The pinned remote's entry integrity, once its manifest was verified. */
  entryIntegrity(remote: string): string | undefined {
    return this.pins.get(remote)?.entry?.integrity;
  }

  /**
   * The integrity the Module Federation runtime must give a script of a remote: nothing for
   * an unpinned remote; for a pinned one, its entry's or the listed script's, and for a script
   * the verified manifest does not list, one no file matches (refused).
   */
  scriptIntegrity(remote: string, url: string): string | undefined {
    const pin = this.pins.get(remote);
    if (!pin) return undefined;
    if (!pin.entry) return NO_VERIFIED_ENTRY;
    let path: string;
    try {
      path = new URL(url, globalThis.location?.href).pathname;
    } catch {
      return NO_VERIFIED_ENTRY;
    }
    if (path.endsWith(`/${pin.entry.file}`)) return pin.entry.integrity;
    const file = path.slice(path.lastIndexOf('/') + 1);
    return pin.entry.scripts[file] ?? NO_VERIFIED_ENTRY;
  }

  /**
   * The integrity a `<link rel="preload">` of one of a remote's scripts must carry to be the
   * very fetch its later `<script>` uses (a preload with another integrity is not reused):
   * a pinned remote's, as scriptIntegrity gives it; for an unpinned one, the hash its
   * manifest lists, which its own runtime puts on the script too (chunk-integrity-plugin), or
   * none (a development build lists none).
   */
  preloadIntegrity(remote: string, url: string): string | undefined {
    if (this.pins.has(remote)) return this.scriptIntegrity(remote, url);
    const hints = this.hints.get(remote);
    if (!hints) return undefined;
    try {
      const path = new URL(url, globalThis.location?.href).pathname;
      return hints[path.slice(path.lastIndexOf('/') + 1)];
    } catch {
      return undefined;
    }
  }

  /**
   * Checks a fetched manifest against the remote's pin: the same bytes as a fresh Response
   * when they match (a body can be read once), an IntegrityMismatchError otherwise. An
   * unpinned remote's response is returned untouched (its listed hashes kept as preload
   * hints). `quiet` (a prefetch): a mismatch is refused the same, but not reported; the
   * visitor's own load reports it.
   */
  async checkManifest(remote: string | undefined, response: Response, { quiet = false }: { quiet?: boolean } = {}): Promise<Response> {
    const pin = remote === undefined ? undefined : this.pins.get(remote);
    if (!remote || !response.ok) return response;
    if (!pin) {
      await this.learnHints(remote, response);
      return response;
    }
    const bytes = await response.arrayBuffer();
    const actual = await this.digest(bytes);
    if (!pinAccepts(pin.manifest, actual))
      throw this.report(new IntegrityMismatchError(remote, 'mf-manifest.json', pin.manifest, actual), quiet);
    const entry = entryIntegrityOf(bytes);
    if (!entry) {
      throw this.report(
        new IntegrityMismatchError(remote, 'mf-manifest.json', 'a remoteEntry integrity in the manifest', 'none (build the remote again)'),
        quiet,
      );
    }
    pin.entry = entry;
    return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  /**
   * After a pinned script failed to load: fetches it again to tell a mismatch with the
   * integrity it was given (said once, with both hashes) from a network failure (left to the
   * retry and the unavailable page).
   */
  async diagnoseScriptFailure(remote: string, url: string, expected: string, fetchImpl: typeof fetch = fetch): Promise<void> {
    try {
      const response = await fetchImpl(url, { mode: 'cors', cache: 'no-store' });
      if (!response.ok) return;
      const actual = await this.digest(await response.arrayBuffer());
      // Named from its address: the shell's bundle names no remote file (e2e/qa/shell-bundle-scan.spec.ts).
      const file = new URL(url, globalThis.location?.href).pathname.split('/').pop() || url;
      if (actual !== expected) this.report(new IntegrityMismatchError(remote, file, expected, actual));
    } catch {
      // Unreachable: the load's own failure already says so.
    }
  }

  /** Reads an unpinned manifest's script hashes from a copy, leaving the response unread. */
  private async learnHints(remote: string, response: Response): Promise<void> {
    this.hints.delete(remote);
    try {
      const bytes = await response.clone().arrayBuffer();
      const scripts = scriptIntegritiesOf(bytes);
      if (Object.keys(scripts).length > 0) this.hints.set(remote, scripts);
    } catch {
      // No hints: preloads go without integrity, as the scripts of such a build do.
    }
  }

  /** One console error per remote, file and hash, however often the runtime retries; none when quiet. */
  private report(error: IntegrityMismatchError, quiet = false): IntegrityMismatchError {
    if (quiet) return error;
    const key = `${error.remote} ${error.message}`;
    if (!this.reported.has(key)) {
      this.reported.add(key);
      console.error(`[shell] ${error.message}`);
    }
    return error;
  }
}

interface PinnedManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown; integrity?: unknown } };
  integrity?: unknown;
}

/**
 * The manifest's remote entry (path and name, as the runtime joins them), its integrity, and
 * the integrity of each script it lists (shared/tooling/build/remote-integrity-plugin.mjs).
 */
function entryIntegrityOf(bytes: ArrayBuffer): VerifiedEntry | undefined {
  try {
    const manifest = JSON.parse(new TextDecoder().decode(bytes)) as PinnedManifest | null;
    const entry = manifest?.metaData?.remoteEntry;
    if (!entry || typeof entry.name !== 'string' || entry.name === '' || !isSha384Integrity(entry.integrity)) return undefined;
    const folder = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
    return { file: folder ? `${folder}/${entry.name}` : entry.name, integrity: entry.integrity, scripts: listedScripts(manifest) };
  } catch {
    return undefined;
  }
}

/** Each script's integrity as the manifest lists it under `integrity`. */
function listedScripts(manifest: PinnedManifest | null): Record<string, string> {
  const scripts: Record<string, string> = {};
  if (typeof manifest?.integrity === 'object' && manifest.integrity !== null) {
    for (const [file, integrity] of Object.entries(manifest.integrity)) {
      if (isSha384Integrity(integrity)) scripts[file] = integrity;
    }
  }
  return scripts;
}

function scriptIntegritiesOf(bytes: ArrayBuffer): Record<string, string> {
  try {
    return listedScripts(JSON.parse(new TextDecoder().decode(bytes)) as PinnedManifest | null);
  } catch {
    return {};
  }
}

/** The one notice debug mode gives for each remote that loads unchecked. */
export function unpinnedNotice(remote: string): string {
  return `[shell] remote "${remote}" is not pinned: remotes.json gives no integrity, so its code loads unchecked.`;
}
