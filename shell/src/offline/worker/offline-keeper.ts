import { createPartialResponse } from 'workbox-range-requests';
import { parseRemoteRegistry, REMOTE_REGISTRY_URL } from '../../remotes/remote-registry';
import { pinAccepts, sha384Digest, type Digest } from '../../remotes/remote-integrity';
import { LEDGER_CACHE, ownerCacheName, SHELL_DATA_CACHE } from './cache-names';
import { OFFLINE_CAP_BYTES, ownersToEvict, parseLedger, recordUse, withoutOwners, type Ledger } from './branch-ledger';
import { keepRuleFor, pinnedScriptsOf, type PinnedScripts } from './keep-rule';
import { offlineRouteFor, SHELL_DATA_PATHS, type KnownRemote, type OfflineRoute } from './offline-route';

/** Where the ledger is kept, in its own cache. */
const LEDGER_KEY = '/__mission-offline-ledger.json';

export interface KeeperDeps {
  caches: CacheStorage;
  fetch: typeof fetch;
  shellOrigin: string;
  digest?: Digest;
  now?: () => number;
  capBytes?: number;
}

/** The URL a file is kept under: no query (a hashed name is its own version). */
function keyOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

function isQuotaError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError';
}

/**
 * The worker's runtime caching (docs/decisions.md, "The service worker"): the shell's
 * run-time files network first; a visited branch's manifest, scripts and media kept only
 * as the registry's pin allows (keep-rule.ts), in one cache per owner, under the cap
 * (branch-ledger.ts). Every failure of the cache (a corrupted or tampered entry, a full
 * disk) falls back to the network; nothing here may leave a page without an answer it
 * would have had without the worker.
 */
export class OfflineKeeper {
  private remotes: KnownRemote[] | undefined;
  /** Each remote's verified manifest, with the pin it was verified against. */
  private readonly manifests = new Map<string, { pin: string; scripts: PinnedScripts }>();
  private ledgerWork: Promise<void> = Promise.resolve();
  private readonly digest: Digest;
  private readonly now: () => number;
  private readonly capBytes: number;

  constructor(private readonly deps: KeeperDeps) {
    this.digest = deps.digest ?? sha384Digest;
    this.now = deps.now ?? Date.now;
    this.capBytes = deps.capBytes ?? OFFLINE_CAP_BYTES;
  }

  /** Whether a request may be ours (decided without waiting: the Workbox router asks synchronously). */
  wants(url: URL, method: string): boolean {
    if (method !== 'GET') return false;
    return (
      url.origin !== this.deps.shellOrigin || SHELL_DATA_PATHS.includes(url.pathname) || /\.[0-9a-f]{10}\.[a-z0-9]+$/.test(url.pathname)
    );
  }

  async handle(request: Request): Promise<Response> {
    let route: OfflineRoute;
    try {
      route = offlineRouteFor(new URL(request.url), request.method, this.deps.shellOrigin, await this.knownRemotes());
    } catch {
      return this.deps.fetch(request);
    }
    switch (route.kind) {
      case 'shell-data':
        return this.shellData(request);
      case 'manifest':
        return this.manifest(request, route.remote);
      case 'remote-script':
        return this.script(request, route);
      case 'asset':
        return this.asset(request, route);
      default:
        return this.deps.fetch(request);
    }
  }

  private async shellData(request: Request): Promise<Response> {
    try {
      const response = await this.deps.fetch(request);
      if (response.ok) {
        if (new URL(request.url).pathname === REMOTE_REGISTRY_URL) await this.learnRegistry(response.clone());
        await this.put(SHELL_DATA_CACHE, keyOf(request.url), response.clone());
      }
      return response;
    } catch (error) {
      const cached = await this.match(SHELL_DATA_CACHE, keyOf(request.url));
      if (cached) return cached;
      throw error;
    }
  }

  private async manifest(request: Request, remote: string): Promise<Response> {
    const pin = this.pinOf(remote);
    const key = keyOf(request.url);
    let response: Response;
    try {
      response = await this.deps.fetch(request);
    } catch (error) {
      // Offline: the kept manifest, if it is still the one the registry pins.
      const kept = pin ? await this.verified(remote, key, pin) : undefined;
      if (!pin || !kept) throw error;
      this.remember(remote, pin, await kept.clone().text());
      void this.recordUse(remote, 0);
      return kept;
    }
    if (response.ok && pin) {
      const bytes = await response.clone().arrayBuffer();
      if (pinAccepts(pin, await this.digest(bytes))) {
        this.remember(remote, pin, new TextDecoder().decode(bytes));
        await this.keep(remote, key, response.clone(), bytes.byteLength, { replaces: true });
      }
    }
    return response;
  }

  private async script(request: Request, route: Extract<OfflineRoute, { kind: 'remote-script' }>): Promise<Response> {
    const pin = this.pinOf(route.remote);
    const manifest = pin ? await this.manifestOf(route.remote, pin) : undefined;
    const rule = keepRuleFor(route, pin, manifest);
    if (rule.keep !== 'if-integrity') return this.deps.fetch(request);
    const key = keyOf(request.url);
    const kept = await this.verified(route.remote, key, rule.integrity);
    if (kept) {
      void this.recordUse(route.remote, 0);
      return kept;
    }
    const response = await this.deps.fetch(request);
    if (response.ok) {
      const bytes = await response.clone().arrayBuffer();
      if (pinAccepts(rule.integrity, await this.digest(bytes))) await this.keep(route.remote, key, response.clone(), bytes.byteLength);
    }
    return response;
  }

  private async asset(request: Request, route: Extract<OfflineRoute, { kind: 'asset' }>): Promise<Response> {
    const key = keyOf(request.url);
    const ranged = request.headers.has('range');
    const kept = await this.match(ownerCacheName(route.owner), key);
    if (kept) {
      void this.recordUse(route.owner, 0);
      // A media element asks for ranges (iOS needs them for mp4): cut them from the kept file.
      return ranged ? createPartialResponse(request, kept) : kept;
    }
    if (keepRuleFor(route, route.owner === 'shell' ? undefined : this.pinOf(route.owner), undefined).keep === 'never')
      return this.deps.fetch(request);
    let full: Response;
    try {
      // The whole file, readable (CORS), whatever range or mode the element asked with.
      full =
        ranged || request.mode === 'no-cors'
          ? await this.deps.fetch(key, { mode: 'cors', credentials: 'omit' })
          : await this.deps.fetch(request);
    } catch {
      return this.deps.fetch(request);
    }
    if (full.status !== 200 || full.type === 'opaque') return ranged ? this.deps.fetch(request) : full;
    const size = (await full.clone().blob()).size;
    await this.keep(route.owner, key, full.clone(), size);
    return ranged ? createPartialResponse(request, full) : full;
  }

  /** The registry's remotes, from the last remotes.json seen (kept, so a restarted worker knows them offline). */
  private async knownRemotes(): Promise<KnownRemote[]> {
    if (this.remotes) return this.remotes;
    const kept = await this.match(SHELL_DATA_CACHE, keyOf(new URL(REMOTE_REGISTRY_URL, this.deps.shellOrigin).href));
    if (kept) await this.learnRegistry(kept);
    return this.remotes ?? [];
  }

  private async learnRegistry(response: Response): Promise<void> {
    try {
      const registry = parseRemoteRegistry(await response.json());
      this.remotes = registry.remotes.map(({ name, manifestUrl, integrity }) => ({
        name,
        manifestUrl,
        ...(integrity ? { integrity } : {}),
      }));
      // A pin that moved or went makes the remembered manifest another build's.
      for (const remote of this.remotes) {
        if (this.manifests.get(remote.name)?.pin !== remote.integrity) this.manifests.delete(remote.name);
      }
    } catch {
      // Not a registry: the page says so; the worker keeps what it knew.
    }
  }

  private pinOf(remote: string): string | undefined {
    return this.remotes?.find((entry) => entry.name === remote)?.integrity;
  }

  private remember(remote: string, pin: string, manifestText: string): void {
    const scripts = pinnedScriptsOf(manifestText);
    if (scripts) this.manifests.set(remote, { pin, scripts });
    else this.manifests.delete(remote);
  }

  /** The scripts the remote's pinned manifest names: remembered, or read back from its kept manifest. */
  private async manifestOf(remote: string, pin: string): Promise<PinnedScripts | undefined> {
    const known = this.remotes?.find((entry) => entry.name === remote);
    if (!known) return undefined;
    const remembered = this.manifests.get(remote);
    if (remembered?.pin === pin) return remembered.scripts;
    const kept = await this.verified(remote, keyOf(new URL(known.manifestUrl, this.deps.shellOrigin).href), pin);
    if (!kept) return undefined;
    this.remember(remote, pin, await kept.text());
    return this.manifests.get(remote)?.scripts;
  }

  /** A kept file whose bytes still hash to `integrity`; a tampered or unreadable one is dropped. */
  private async verified(owner: string, key: string, integrity: string): Promise<Response | undefined> {
    const kept = await this.match(ownerCacheName(owner), key);
    if (!kept) return undefined;
    try {
      if (pinAccepts(integrity, await this.digest(await kept.clone().arrayBuffer()))) return kept;
    } catch {
      // Unreadable: dropped like a tampered one.
    }
    await this.drop(ownerCacheName(owner), key);
    return undefined;
  }

  private async match(cacheName: string, key: string): Promise<Response | undefined> {
    try {
      // Through the storage, not open(): looking must not create an empty cache.
      return await this.deps.caches.match(key, { cacheName });
    } catch {
      return undefined;
    }
  }

  private async drop(cacheName: string, key: string): Promise<void> {
    try {
      await (await this.deps.caches.open(cacheName)).delete(key);
    } catch {
      // Nothing more to do: the next keep overwrites it.
    }
  }

  private async put(cacheName: string, key: string, response: Response): Promise<boolean> {
    try {
      await (await this.deps.caches.open(cacheName)).put(key, response);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Keeps one file of an owner and counts it; a full disk (QuotaExceededError) evicts every
   * other owner and tries once more, else the file is simply not kept.
   */
  private async keep(owner: string, key: string, response: Response, bytes: number, { replaces = false } = {}): Promise<void> {
    const cacheName = ownerCacheName(owner);
    let previous = 0;
    if (replaces) {
      const old = await this.match(cacheName, key);
      previous = old
        ? await old.blob().then(
            (blob) => blob.size,
            () => 0,
          )
        : 0;
    }
    let kept = false;
    try {
      await (await this.deps.caches.open(cacheName)).put(key, response.clone());
      kept = true;
    } catch (error) {
      if (isQuotaError(error)) {
        await this.changeLedger((ledger) => ledger, { capBytes: 0, visiting: owner });
        kept = await this.put(cacheName, key, response);
      }
    }
    if (kept) await this.recordUse(owner, bytes - previous);
  }

  private recordUse(owner: string, bytes: number): Promise<void> {
    const now = this.now();
    return this.changeLedger((ledger) => recordUse(ledger, owner, bytes, now), { capBytes: this.capBytes, visiting: owner });
  }

  /** One change of the ledger at a time, then the eviction it calls for (oldest branch first). */
  private changeLedger(change: (ledger: Ledger) => Ledger, { capBytes, visiting }: { capBytes: number; visiting: string }): Promise<void> {
    this.ledgerWork = this.ledgerWork
      .then(async () => {
        const stored = await this.match(LEDGER_CACHE, LEDGER_KEY);
        let ledger = change(parseLedger(stored ? await stored.json().catch(() => null) : null));
        const evicted = ownersToEvict(ledger, capBytes, [visiting]);
        for (const owner of evicted) {
          await this.deps.caches.delete(ownerCacheName(owner)).catch(() => false);
          this.manifests.delete(owner);
        }
        ledger = withoutOwners(ledger, evicted);
        await this.put(LEDGER_CACHE, LEDGER_KEY, new Response(JSON.stringify(ledger), { headers: { 'Content-Type': 'application/json' } }));
      })
      .catch(() => undefined);
    return this.ledgerWork;
  }
}
