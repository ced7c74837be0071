import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { callSource, type EngineSession, type Point } from './engine-session';

/** WebKitGTK's own browser for automation (package webkit2gtk-driver brings the driver, libwebkit2gtk-4.1 this). */
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** Asked for an iPhone 13's 390 px; MiniBrowser's window is never narrower than 447 px. */
const WANTED = { width: 390, height: 844 };

/** A free loopback port for the driver (it takes one on its command line). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

class WebDriverError extends Error {}

/**
 * WebKit through WebKitWebDriver, the W3C WebDriver (classic) over HTTP: a few endpoints are all
 * the journey needs, so no client library stands between. A finger is a "touch" pointer input
 * source; the driver keeps its state between two calls, so a finger can stay down.
 */
export async function startWebKit(display: string): Promise<EngineSession> {
  if (!existsSync(MINIBROWSER)) {
    throw new Error(`No WebKitGTK MiniBrowser at ${MINIBROWSER}: "apt-get install -y webkit2gtk-driver" brings it (libwebkit2gtk-4.1-0)`);
  }
  const port = await freePort();
  const driver: ChildProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let driverLog = '';
  driver.stderr?.on('data', (chunk: Buffer) => (driverLog = (driverLog + chunk.toString()).slice(-4000)));
  const spawned = new Promise<never>((_, reject) => {
    driver.on('error', (error) =>
      reject(new Error(`WebKitWebDriver did not start (apt-get install -y webkit2gtk-driver): ${error.message}`)),
    );
  });
  const base = `http://127.0.0.1:${port}`;

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new WebDriverError(`WebKitWebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
    return answer.value;
  }

  // The driver listens a moment after it starts: its status says when.
  const ready = (async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const up = await fetch(`${base}/status`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`WebKitWebDriver never answered on ${base}: ${driverLog}`);
  })();
  await Promise.race([ready, spawned]);

  const created = await call<{ sessionId: string }>('POST', '/session', {
    // Safari's own autoplay rule: a video may start by itself only muted; sound waits for a tap.
    capabilities: {
      alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--autoplay-policy=allow-without-sound'] } },
    },
  });
  const session = `/session/${created.sessionId}`;
  await call('POST', `${session}/window/rect`, WANTED);
  const viewport = await call<{ width: number; height: number }>('POST', `${session}/execute/sync`, {
    script: 'return { width: innerWidth, height: innerHeight };',
    args: [],
  });

  const finger = (actions: unknown[]) =>
    call('POST', `${session}/actions`, {
      actions: [{ type: 'pointer', id: 'finger', parameters: { pointerType: 'touch' }, actions }],
    });
  const at = ({ x, y }: Point) => ({ type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y), origin: 'viewport' });

  return {
    engine: 'WebKit',
    initScripts: false,
    viewport,
    goto: async (url) => {
      await call('POST', `${session}/url`, { url });
    },
    url: () => call<string>('GET', `${session}/url`),
    evaluate: (fn, ...args) => call('POST', `${session}/execute/sync`, { script: callSource(fn), args }),
    addInitScript: async () => {
      throw new Error('classic WebDriver runs no script before the page’s own (WebKitWebDriver has no WebDriver BiDi)');
    },
    tap: async (point) => {
      await finger([at(point), { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]);
    },
    touchDown: async (point) => {
      await finger([at(point), { type: 'pointerDown', button: 0 }]);
    },
    release: async () => {
      await finger([{ type: 'pointerUp', button: 0 }]);
    },
    drag: async (from, by) => {
      const steps = Array.from({ length: 16 }, (_, step) => ({
        type: 'pointerMove',
        duration: 16,
        x: Math.round(from.x + (by.x * (step + 1)) / 16),
        y: Math.round(from.y + (by.y * (step + 1)) / 16),
        origin: 'viewport',
      }));
      await finger([at(from), { type: 'pointerDown', button: 0 }, ...steps, { type: 'pointerUp', button: 0 }]);
    },
    press: async (key) => {
      const value = { Tab: '\uE004', Enter: '\uE007', ' ': ' ' }[key];
      await call('POST', `${session}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ],
      });
    },
    screenshot: async () => Buffer.from(await call<string>('GET', `${session}/screenshot`), 'base64'),
    close: async () => {
      await call('DELETE', session).catch(() => undefined);
      if (driver.exitCode === null) {
        const ended = new Promise((resolve) => driver.once('exit', resolve));
        driver.kill('SIGTERM');
        await ended;
      }
    },
  };
}
