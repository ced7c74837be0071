/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMMUTABLE, NO_CACHE } from './http-policy.mjs';
import { startStaticAppServer } from './static-app-server.mjs';

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
