/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { ownerCacheName } from './cache-names';
import { OfflineKeeper } from './offline-keeper';

// Workbox ships ES modules that Jest does not compile; the cut of a range is Workbox's own
// business, only that the keeper asks for it from the whole kept file is ours.
jest.mock('workbox-range-requests', () => ({
  createPartialResponse: async (request: Request, response: Response) => {
    const match = /bytes=(\d+)-(\d*)/.exec(request.headers.get('range') ?? '');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const start = Number(match?.[1] ?? 0);
    const end = match?.[2] ? Number(match[2]) + 1 : bytes.length;
    return new Response(bytes.slice(start, end), { status: 206 });
  },
}));

const SHELL = 'http://localhost:8080';
const ARMY = 'http://localhost:8081';
const NAVY = 'http://localhost:8082';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** Cache Storage in memory, as the browser's: bodies kept as bytes, a fresh Response per match. */
class MemoryCache {
  readonly entries = new Map<string, { body: ArrayBuffer; status: number; headers: [string, string][] }>();
  failNextPut: Error | undefined;
  async match(key: RequestInfo | URL) {
    const entry = this.entries.get(String(key instanceof Request ? key.url : key));
    return entry ? new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers }) : undefined;
  }
  async put(key: RequestInfo | URL, response: Response) {
    if (this.failNextPut) {
      const error = this.failNextPut;
      this.failNextPut = undefined;
      throw error;
    }
    this.entries.set(String(key instanceof Request ? key.url : key), {
      body: await response.arrayBuffer(),
      status: response.status,
      headers: [...response.headers],
    });
  }
  async delete(key: RequestInfo | URL) {
    return this.entries.delete(String(key instanceof Request ? key.url : key));
  }
}

class MemoryCaches {
  readonly byName = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.byName.has(name)) this.byName.set(name, new MemoryCache());
    return this.byName.get(name)!;
  }
  async delete(name: string) {
    return this.byName.delete(name);
  }
  async match(key: RequestInfo | URL, options?: { cacheName?: string }) {
    return options?.cacheName ? this.byName.get(options.cacheName)?.match(key) : undefined;
  }
  text(owner: string, url: string) {
    const entry = this.byName.get(ownerCacheName(owner))?.entries.get(url);
    return entry ? new TextDecoder().decode(entry.body) : undefined;
  }
}

const ENTRY = 'entry code';
const CHUNK = 'chunk code';
const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', integrity: sri(ENTRY) } },
  integrity: { 'remoteEntry.js': sri(ENTRY), '12.0123456789.js': sri(CHUNK) },
});
const NAVY_MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', integrity: sri('navy entry') } },
  integrity: {},
});
const VIDEO = 'x'.repeat(1000);

function setup({ capBytes, armyPin = sri(MANIFEST) }: { capBytes?: number; armyPin?: string | null } = {}) {
  const files: Record<string, string> = {
    [`${SHELL}/remotes.json`]: JSON.stringify({
      remotes: [
        { name: 'army', manifestUrl: `${ARMY}/mf-manifest.json`, ...(armyPin ? { integrity: armyPin } : {}) },
        { name: 'navy', manifestUrl: `${NAVY}/mf-manifest.json`, integrity: sri(NAVY_MANIFEST) },
      ],
    }),
    [`${ARMY}/mf-manifest.json`]: MANIFEST,
    [`${ARMY}/remoteEntry.js`]: ENTRY,
    [`${ARMY}/12.0123456789.js`]: CHUNK,
    [`${ARMY}/99.0123456789.js`]: 'unlisted',
    [`${ARMY}/video/fire.0123456789.mp4`]: VIDEO,
    [`${NAVY}/mf-manifest.json`]: NAVY_MANIFEST,
    [`${NAVY}/remoteEntry.js`]: 'navy entry',
  };
  const network = { online: true, asked: [] as { url: string; range: string | null; mode: string | undefined }[] };
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    network.asked.push({ url, range: input instanceof Request ? input.headers.get('range') : null, mode: init?.mode });
    if (!network.online) throw new TypeError('Failed to fetch');
    const body = files[url.split('?')[0]!];
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body, { status: 200 });
  });
  const caches = new MemoryCaches();
  let clock = 1000;
  const keeper = new OfflineKeeper({
    caches: caches as unknown as CacheStorage,
    fetch: fetchStub as unknown as typeof fetch,
    shellOrigin: SHELL,
    now: () => ++clock,
    ...(capBytes === undefined ? {} : { capBytes }),
  });
  const get = (url: string, headers: Record<string, string> = {}) => keeper.handle(new Request(url, { headers }));
  return { files, network, caches, keeper, get };
}

/** The shell's page asks in this order: the registry, then the branch's manifest, then its scripts. */
async function visitArmy(get: (url: string) => Promise<Response>) {
  await get(`${SHELL}/remotes.json`);
  await get(`${ARMY}/mf-manifest.json`);
  await get(`${ARMY}/remoteEntry.js`);
  await get(`${ARMY}/12.0123456789.js`);
}

describe('OfflineKeeper', () => {
  test('a visited branch is kept and opens offline: registry, manifest, entry and chunk', async () => {
    const { network, get } = setup();
    await visitArmy(get);
    network.online = false;
    expect(await (await get(`${SHELL}/remotes.json`)).json()).toHaveProperty('remotes');
    expect(await (await get(`${ARMY}/mf-manifest.json`)).text()).toBe(MANIFEST);
    expect(await (await get(`${ARMY}/remoteEntry.js`)).text()).toBe(ENTRY);
    expect(await (await get(`${ARMY}/12.0123456789.js`)).text()).toBe(CHUNK);
  });

  test('online, a visited branch asks the network for its manifest only', async () => {
    const { network, get } = setup();
    await visitArmy(get);
    network.asked.length = 0;
    await visitArmy(get);
    expect(network.asked.map((asked) => asked.url)).toEqual([`${SHELL}/remotes.json`, `${ARMY}/mf-manifest.json`]);
  });

  test('a manifest that does not hash to the registry pin is passed on but not kept, nor its scripts', async () => {
    const { caches, get } = setup({ armyPin: sri('another build') });
    await visitArmy(get);
    expect(caches.text('army', `${ARMY}/mf-manifest.json`)).toBeUndefined();
    expect(caches.text('army', `${ARMY}/12.0123456789.js`)).toBeUndefined();
  });

  test('mid-rollout (the registry pins two builds), the build that answered is kept and opens offline', async () => {
    const { network, get } = setup({ armyPin: `${sri('the other build')} ${sri(MANIFEST)}` });
    await visitArmy(get);
    network.online = false;
    expect(await (await get(`${ARMY}/mf-manifest.json`)).text()).toBe(MANIFEST);
    expect(await (await get(`${ARMY}/12.0123456789.js`)).text()).toBe(CHUNK);
  });

  test('an unpinned branch leaves nothing behind', async () => {
    const { caches, get } = setup({ armyPin: null });
    await visitArmy(get);
    await get(`${ARMY}/video/fire.0123456789.mp4`);
    expect(caches.byName.has(ownerCacheName('army'))).toBe(false);
  });

  test('a script the manifest does not list goes to the network, never to the cache', async () => {
    const { caches, get } = setup();
    await visitArmy(get);
    expect(await (await get(`${ARMY}/99.0123456789.js`)).text()).toBe('unlisted');
    expect(caches.text('army', `${ARMY}/99.0123456789.js`)).toBeUndefined();
  });

  test("a branch redeployed (a new pin): its kept scripts are not served on the old manifest's word", async () => {
    const { files, network, get } = setup();
    await visitArmy(get);
    const newManifest = MANIFEST.replace('"path":""', '"path":"","buildVersion":"2"');
    files[`${ARMY}/mf-manifest.json`] = newManifest;
    files[`${SHELL}/remotes.json`] = files[`${SHELL}/remotes.json`]!.replace(sri(MANIFEST), sri(newManifest));
    await get(`${SHELL}/remotes.json`);
    network.online = false;
    network.asked.length = 0;
    // The page would ask the manifest first; asked straight away, the chunk is not vouched for by the new pin.
    await expect(get(`${ARMY}/12.0123456789.js`)).rejects.toThrow('Failed to fetch');
    expect(network.asked.map((asked) => asked.url)).toEqual([`${ARMY}/12.0123456789.js`]);
  });

  test('a tampered cached chunk is dropped and fetched again from the network', async () => {
    const { caches, network, get } = setup();
    await visitArmy(get);
    await (await caches.open(ownerCacheName('army'))).put(`${ARMY}/12.0123456789.js`, new Response('evil code'));
    network.asked.length = 0;
    expect(await (await get(`${ARMY}/12.0123456789.js`)).text()).toBe(CHUNK);
    expect(network.asked.map((asked) => asked.url)).toEqual([`${ARMY}/12.0123456789.js`]);
    expect(caches.text('army', `${ARMY}/12.0123456789.js`)).toBe(CHUNK);
  });

  test('offline, a tampered cached manifest is refused (the page shows the unavailable branch), never served', async () => {
    const { caches, network, get } = setup();
    await visitArmy(get);
    await (await caches.open(ownerCacheName('army'))).put(`${ARMY}/mf-manifest.json`, new Response('{"tampered":true}'));
    network.online = false;
    await expect(get(`${ARMY}/mf-manifest.json`)).rejects.toThrow('Failed to fetch');
  });

  test('a corrupted registry copy leaves every request to the network', async () => {
    const { caches, network, get } = setup();
    await (await caches.open('mission-shell-data')).put(`${SHELL}/remotes.json`, new Response('{corrupt'));
    network.asked.length = 0;
    expect(await (await get(`${ARMY}/remoteEntry.js`)).text()).toBe(ENTRY);
    expect(network.asked).toHaveLength(1);
  });

  test('media are kept whole, and a range is cut from the kept file', async () => {
    const { caches, network, get } = setup();
    await visitArmy(get);
    const first = await get(`${ARMY}/video/fire.0123456789.mp4`, { Range: 'bytes=0-9' });
    expect(first.status).toBe(206);
    expect(await first.text()).toBe('x'.repeat(10));
    // The whole file was asked for, readable, without the element's range.
    expect(network.asked.at(-1)).toEqual({ url: `${ARMY}/video/fire.0123456789.mp4`, range: null, mode: 'cors' });
    expect(caches.text('army', `${ARMY}/video/fire.0123456789.mp4`)).toBe(VIDEO);
    network.online = false;
    const again = await get(`${ARMY}/video/fire.0123456789.mp4`, { Range: 'bytes=990-' });
    expect([again.status, await again.text()]).toEqual([206, 'x'.repeat(10)]);
  });

  test('over the cap, the least recently used branch is evicted, never the one being visited', async () => {
    // The army's files pass 1,000 bytes with its video; the navy's visit then pushes it out.
    const { caches, get } = setup({ capBytes: 1100 });
    await visitArmy(get);
    await get(`${ARMY}/video/fire.0123456789.mp4`);
    expect(caches.byName.has(ownerCacheName('army'))).toBe(true);
    await get(`${NAVY}/mf-manifest.json`);
    await get(`${NAVY}/remoteEntry.js`);
    expect(caches.byName.has(ownerCacheName('army'))).toBe(false);
    expect(caches.text('navy', `${NAVY}/remoteEntry.js`)).toBe('navy entry');
  });

  test("a full disk evicts the other branches and keeps the file on a second try; the answer is the network's either way", async () => {
    const { caches, get } = setup();
    await visitArmy(get);
    await get(`${NAVY}/mf-manifest.json`);
    const navyCache = await caches.open(ownerCacheName('navy'));
    navyCache.failNextPut = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    expect(await (await get(`${NAVY}/remoteEntry.js`)).text()).toBe('navy entry');
    expect(caches.byName.has(ownerCacheName('army'))).toBe(false);
    expect(caches.text('navy', `${NAVY}/remoteEntry.js`)).toBe('navy entry');
  });

  test('a cache that throws answers from the network', async () => {
    const { caches, get } = setup();
    await get(`${SHELL}/remotes.json`);
    jest.spyOn(caches, 'open').mockRejectedValue(new Error('corrupted storage'));
    jest.spyOn(caches, 'match').mockRejectedValue(new Error('corrupted storage'));
    expect(await (await get(`${ARMY}/mf-manifest.json`)).text()).toBe(MANIFEST);
    expect(await (await get(`${ARMY}/12.0123456789.js`)).text()).toBe(CHUNK);
  });
});
