/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildLazyChunkApp } from '@mission/test-kit/lazy-chunk-build';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin.mjs';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, CompileHintsPlugin } from './compile-hints-plugin.mjs';

const sha384 = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

describe('CompileHintsPlugin in a production build', () => {
  let appDir: string;
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  it('starts every chunk loaded on demand with V8’s hint, minified, source-mapped and pinned as written, and leaves the entry alone', async () => {
    const build = await buildLazyChunkApp({
      prefix: 'compile-hints-',
      index: 'import("./lazy.js").then((m) => m.run());\n',
      lazy: 'export function run() { console.info("lazy chunk"); }\n',
      devtool: 'source-map',
      output: { crossOriginLoading: 'anonymous' },
      plugins: [new ChunkIntegrityPlugin(), new CompileHintsPlugin()],
    });
    ({ appDir } = build);
    const { dist, chunkFile } = build;
    const chunk = readFileSync(path.join(dist, chunkFile), 'utf8');
    const [firstLine, code] = chunk.split('\n');
    // V8 reads the hint only as the file's very first line.
    expect(firstLine).toBe(ALL_FUNCTIONS_CALLED_ON_LOAD);
    // The minifier ran before the hint went on, so the code after it is still minified.
    expect(code).toContain('console.info("lazy chunk")');
    expect(chunk.split('\n')).toHaveLength(3);
    // The map knows of the added line: the first generated line maps to nothing.
    const map = JSON.parse(readFileSync(path.join(dist, `${chunkFile}.map`), 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
    // The runtime pins the bytes as written, hint included.
    const runtime = readFileSync(path.join(dist, 'main.js'), 'utf8');
    expect(runtime).toContain(sha384(chunk));
    expect(runtime).not.toContain(ALL_FUNCTIONS_CALLED_ON_LOAD);
  });
});
