/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMMUTABLE, NO_CACHE } from './http-policy.mjs';
import { GZIP_TYPES, pageFileFor, startStaticAppServer } from './static-app-server.mjs';

/** A GET that asks for gzip and reads the raw answer (fetch would decode it). */
function gzipGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; encoding: string | undefined; vary: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          vary: String(response.headers.vary ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

/** A plain GET (fetch adds Cache-Control: no-cache to a request that carries If-None-Match, as browsers' fetch does). */
function plainGet(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

describe('the static server of npm start', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startStaticAppServer>>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-app-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(root, 'main.0123456789.js'), 'console.info("app");');
    writeFileSync(path.join(root, 'big.0123456789.js'), `export const words = ${JSON.stringify('mission '.repeat(500))};`);
    writeFileSync(path.join(root, 'briefing.mp4'), VIDEO);
    writeFileSync(path.join(root, '.env'), 'SECRET=1');
    server = await startStaticAppServer({
      root,
      port: 0,
      allowOrigins: ['http://localhost:8080'],
      remoteOrigins: [],
      virtualFiles: { '/remotes.json': '{"remotes":[]}' },
    });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a Range request with the bytes asked for (206), as iOS Safari needs for the mp4 fallbacks', async () => {
    const response = await fetch(`${server.url}/briefing.mp4`, { headers: { Range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(VIDEO.subarray(100, 200));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
  });

  it('sends scripts gzip-compressed to a browser that asks, as nginx does, and says it varies by encoding', async () => {
    const { gunzipSync } = await import('node:zlib');
    const answer = await gzipGet(`${server.url}/big.0123456789.js`);
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe('gzip');
    expect(answer.vary).toMatch(/Accept-Encoding/i);
    expect(answer.vary).toMatch(/Origin/);
    expect(gunzipSync(answer.body).toString()).toContain('mission mission');
    expect(answer.body.length).toBeLessThan(500);
    expect((await gzipGet(`${server.url}/remotes.json`)).encoding).toBe('gzip');
  });

  it('never compresses media, so a Range request still gets the exact bytes', async () => {
    const answer = await gzipGet(`${server.url}/briefing.mp4`, { Range: 'bytes=100-199' });
    expect(answer.status).toBe(206);
    expect(answer.encoding).toBeUndefined();
    expect(answer.body).toEqual(VIDEO.subarray(100, 200));
  });

  it("compresses the types nginx's gzip_types lists, and HTML, which nginx always compresses", () => {
    const conf = readFileSync(path.join(__dirname, 'nginx', 'app-server.conf'), 'utf8');
    const nginxTypes = conf.match(/^gzip_types\s+([^;]+);/m)?.[1]?.split(/\s+/) ?? [];
    expect(nginxTypes.length).toBeGreaterThan(0);
    expect([...GZIP_TYPES].sort()).toEqual(['text/html', ...nginxTypes].sort());
  });

  it('gives an ETag and answers a revalidation with 304', async () => {
    const first = await fetch(`${server.url}/main.0123456789.js`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await plainGet(`${server.url}/main.0123456789.js`, { 'If-None-Match': etag! })).toBe(304);
    expect(await plainGet(`${server.url}/main.0123456789.js`, { 'If-None-Match': '"another"' })).toBe(200);
  });

  it("keeps the project's caching, types, CORS and security headers", async () => {
    const hashed = await fetch(`${server.url}/main.0123456789.js`, { headers: { Origin: 'http://localhost:8080' } });
    expect(hashed.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(hashed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(hashed.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await fetch(`${server.url}/index.html`);
    expect(page.headers.get('cache-control')).toBe(NO_CACHE);
  });

  it('serves its virtual files, the app for a route, 404 for a missing asset, and never a dotfile', async () => {
    expect(await (await fetch(`${server.url}/remotes.json`)).text()).toBe('{"remotes":[]}');
    const route = await fetch(`${server.url}/army/fire`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>app</title>');
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/.env`)).text()).not.toContain('SECRET');
  });

  it('never serves a file outside its folder', async () => {
    for (const attempt of ['/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd']) {
      expect(await (await fetch(`${server.url}${attempt}`)).text()).not.toContain('root:');
    }
  });
});

describe('the static server of npm start, for prerendered pages (docs/prerendered-pages.md)', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startStaticAppServer>>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-shell-'));
    writeFileSync(path.join(root, 'index.html'), '<title>home</title>');
    writeFileSync(path.join(root, 'app.html'), '<title>empty app</title>');
    mkdirSync(path.join(root, 'fr', 'accessible'), { recursive: true });
    writeFileSync(path.join(root, 'fr', 'index.html'), '<title>accueil</title>');
    writeFileSync(path.join(root, 'fr', 'accessible', 'index.html'), '<title>version accessible</title>');
    server = await startStaticAppServer({ root, port: 0, allowOrigins: '*', remoteOrigins: [] });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers a prerendered page's path with its HTML, without a redirect, trailing slash or not", async () => {
    for (const [route, title] of [
      ['/', 'home'],
      ['/fr', 'accueil'],
      ['/fr/', 'accueil'],
      ['/fr/accessible', 'version accessible'],
    ] as const) {
      const response = await fetch(`${server.url}${route}`, { redirect: 'manual' });
      expect([route, response.status, await response.text()]).toEqual([route, 200, `<title>${title}</title>`]);
      expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    }
  });

  it('answers every other route with the empty app page, never with the prerendered home', async () => {
    for (const route of ['/army/fire', '/fr/select', '/accessible']) {
      expect([route, await (await fetch(`${server.url}${route}`)).text()]).toEqual([route, '<title>empty app</title>']);
    }
    expect((await fetch(`${server.url}/app.html`)).headers.get('cache-control')).toBe(NO_CACHE);
  });

  it('never looks for a page outside its folder', () => {
    expect(pageFileFor(root, '/../../etc')).toBe('/app.html');
    expect(pageFileFor(root, '/fr/../fr')).toBe('/fr/index.html');
  });
});
