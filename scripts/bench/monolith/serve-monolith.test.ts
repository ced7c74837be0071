/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseRemoteRegistry } from '../../../shell/src/remotes/remote-registry';
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { serveMonolith } from './serve-monolith.mjs';

describe('serveMonolith', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof serveMonolith>>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'monolith-serve-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>monolith</title>');
    writeFileSync(path.join(root, 'branch-army.0123456789.js'), 'console.info("army");');
    mkdirSync(path.join(root, 'sounds'));
    writeFileSync(path.join(root, 'sounds/army-fire.abcdefabcd.mp3'), 'mp3');
    server = await serveMonolith({ outDir: root, port: 0 });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves a registry of the list's branches that the shell accepts, on its own origin", async () => {
    const response = await fetch(`${server.url}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const registry = parseRemoteRegistry(await response.json());
    expect(registry.remotes.map((remote) => remote.name)).toEqual([...BRANCH_NAMES]);
    for (const remote of registry.remotes) expect(new URL(remote.manifestUrl, server.url).origin).toBe(server.url);
  });

  it('turns analytics off', async () => {
    expect(await (await fetch(`${server.url}/analytics.json`)).json()).toEqual({});
  });

  it('answers a chapter route with the app’s page, and its files from the same root', async () => {
    const page = await fetch(`${server.url}/army/fire`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>monolith</title>');
    const chunk = await fetch(`${server.url}/branch-army.0123456789.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/sounds/army-fire.abcdefabcd.mp3`)).status).toBe(200);
  });

  it('listens where asked, on 127.0.0.1 unless told', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
