/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildLazyChunkApp } from '@mission/test-kit/lazy-chunk-build';
import { CHUNK_INTEGRITY_PLACEHOLDER, ChunkIntegrityPlugin, fillChunkIntegrity } from './chunk-integrity-plugin.mjs';

const sha384 = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

describe('fillChunkIntegrity', () => {
  it('turns the quoted placeholder into a string literal of the table, whichever quotes the minifier chose', () => {
    const table = { 12: 'sha384-a', lazy: 'sha384-"b"' };
    for (const quote of ['"', "'"]) {
      const filled = fillChunkIntegrity(`var t = JSON.parse(${quote}${CHUNK_INTEGRITY_PLACEHOLDER}${quote});`, table);
      expect(filled).not.toContain(CHUNK_INTEGRITY_PLACEHOLDER);
      // The filled line runs and gives the table back.
      expect(new Function(`${filled} return t;`)()).toEqual(table);
    }
  });

  it('leaves a file without the placeholder alone', () => {
    expect(fillChunkIntegrity('console.log(1)', { 1: 'sha384-a' })).toBeNull();
  });
});

describe('ChunkIntegrityPlugin in a production build', () => {
  let appDir: string;
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  it("gives the runtime the SHA-384 of every chunk file it may load, as finally written, and sets it on the chunk's script", async () => {
    const build = await buildLazyChunkApp({
      prefix: 'chunk-integrity-',
      index: 'import("./lazy.js").then((m) => m.run());\n',
      lazy: 'export function run() { console.info("lazy chunk"); }\n',
      devtool: 'source-map',
      output: { crossOriginLoading: 'anonymous' },
      plugins: [new ChunkIntegrityPlugin()],
    });
    ({ appDir } = build);
    const { dist, chunkFile } = build;
    const runtime = readFileSync(path.join(dist, 'main.js'), 'utf8');
    expect(runtime).not.toContain(CHUNK_INTEGRITY_PLACEHOLDER);
    const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(runtime)?.[1];
    const table = JSON.parse(JSON.parse(literal ?? '""') || '{}') as Record<string, string>;
    const chunkId = chunkFile.split('.')[0] as string;
    // The hash of the bytes on disk, source-map comment and final name included.
    expect(table).toEqual({ [chunkId]: sha384(readFileSync(path.join(dist, chunkFile))) });
    expect(runtime).toMatch(/\.integrity=/);
  });
});
