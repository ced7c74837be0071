/** @jest-environment node */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { buildLazyChunkApp } from '@mission/test-kit/lazy-chunk-build';
import { REMOTE_RETRY } from '@mission/shared/remote-retry';
import { ChunkRetryPlugin, chunkRetrySource } from './chunk-retry-plugin.mjs';

type Ensure = (chunkId: string) => Promise<unknown>;

/** Runs the retry's source against a fake `__webpack_require__.e`; waits are recorded, not slept. */
function wrap(ensure: Ensure) {
  const waits: number[] = [];
  const runtime = { e: ensure as Ensure & { missionRetry?: boolean } };
  const setTimeout = (callback: () => void, ms: number) => {
    waits.push(ms);
    queueMicrotask(callback);
  };
  new Function('__webpack_require__', 'setTimeout', chunkRetrySource('__webpack_require__.e'))(runtime, setTimeout);
  return { ensure: runtime.e, waits };
}

const chunkLoadError = () => Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

describe('chunkRetrySource', () => {
  it('asks again for a chunk whose script failed, 300 ms then 900 ms apart, and resolves with the load that worked', async () => {
    let calls = 0;
    const { ensure, waits } = wrap(async () => {
      calls += 1;
      if (calls < 3) throw chunkLoadError();
      return 'loaded';
    });
    await expect(ensure('7')).resolves.toBe('loaded');
    expect(calls).toBe(3);
    expect(waits).toEqual([300, 900]);
  });

  it('gives up after three attempts in all and lets the last ChunkLoadError through', async () => {
    let calls = 0;
    const { ensure } = wrap(async () => {
      calls += 1;
      throw chunkLoadError();
    });
    await expect(ensure('7')).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(calls).toBe(REMOTE_RETRY.attempts);
    expect(REMOTE_RETRY.attempts).toBe(3);
  });

  it('does not retry an error that is not a failed load (a module that throws)', async () => {
    let calls = 0;
    const { ensure } = wrap(async () => {
      calls += 1;
      throw new TypeError('boom');
    });
    await expect(ensure('7')).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });

  it('wraps once, however many times the runtime module runs', async () => {
    let calls = 0;
    const runtime = {
      e: (async () => {
        calls += 1;
        throw chunkLoadError();
      }) as Ensure,
    };
    const immediate = (callback: () => void) => queueMicrotask(callback);
    for (let i = 0; i < 2; i += 1)
      new Function('__webpack_require__', 'setTimeout', chunkRetrySource('__webpack_require__.e'))(runtime, immediate);
    await expect(runtime.e('7')).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(calls).toBe(3);
  });
});

describe('ChunkRetryPlugin in a production build', () => {
  let appDir: string;
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  /**
   * Runs the built page in a sandbox whose "network" fails a chunk's first `failures` loads
   * (a rolling update's old server answering 404), then serves the file.
   */
  async function runWithFailures(dist: string, failures: number) {
    const requested: string[] = [];
    let left = failures;
    const context: Record<string, unknown> = {};
    const head = {
      appendChild(script: { src: string; onerror?: (event: unknown) => void; onload?: (event: unknown) => void; parentNode?: unknown }) {
        script.parentNode = head;
        const file = path.basename(new URL(script.src).pathname);
        requested.push(file);
        queueMicrotask(() => {
          if (left > 0) {
            left -= 1;
            script.onerror?.({ type: 'error', target: script });
            return;
          }
          vm.runInContext(readFileSync(path.join(dist, file), 'utf8'), context);
          script.onload?.({ type: 'load', target: script });
        });
      },
      removeChild() {},
    };
    Object.assign(context, {
      document: {
        head,
        createElement: () => ({ setAttribute() {}, getAttribute: () => null }),
        getElementsByTagName: () => [],
      },
      // webpack's own 120 s script timeout never fires here; the retry's pauses run at once.
      setTimeout: (callback: () => void, ms: number) => (ms < 60_000 ? setImmediate(callback) : undefined),
      clearTimeout: () => {},
      Promise,
    });
    context.self = context;
    context.window = context;
    vm.createContext(context);
    vm.runInContext(readFileSync(path.join(dist, 'main.js'), 'utf8'), context);
    const outcome = await (context.result as Promise<unknown>).then(
      (value) => ({ value }),
      (error: Error) => ({ error: error.name }),
    );
    return { outcome, requested };
  }

  it("loads a lazy chunk whose first two loads fail, and gives up, with webpack's ChunkLoadError, after the third", async () => {
    const build = await buildLazyChunkApp({
      prefix: 'chunk-retry-',
      index: 'self.result = import("./lazy.js").then((m) => m.value);\n',
      lazy: 'export const value = "from the lazy chunk";\n',
      output: { publicPath: 'https://remote.example/' },
      plugins: [new ChunkRetryPlugin()],
    });
    ({ appDir } = build);
    const { dist, chunkFile: chunk } = build;

    const twice = await runWithFailures(dist, 2);
    expect(twice.outcome).toEqual({ value: 'from the lazy chunk' });
    expect(twice.requested).toEqual([chunk, chunk, chunk]);

    const always = await runWithFailures(dist, 3);
    expect(always.outcome).toEqual({ error: 'ChunkLoadError' });
    expect(always.requested).toHaveLength(3);
  });
});
