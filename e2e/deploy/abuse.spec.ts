import http from 'node:http';
import net from 'node:net';
import { expect, test } from '../support/quality-pin';
import { E2E_PORTS } from '../support/test-ports';
import { containerEngine } from '../../scripts/images/container-engine.mjs';
import { containerName, inspectContainer, loopbackOrigin, removeContainers, startApp, untilServing } from './containers.mjs';

/**
 * Bad input and abuse against an image as deployed (docs/decisions.md, "What one address may cost"; the rules are
 * shared/tooling/deploy/nginx/abuse-limits.conf, their numbers held by nginx-config.test.ts):
 * each gets the right status and none takes the container down. A container of its own (the
 * Army's image, on the `abuse` ports), so a flood's 429s reach no other spec. Raw sockets
 * where a client library would tidy the request up (traversal, oversized lines).
 */
const ports = E2E_PORTS.abuse;
const engine = containerEngine(process.env);
const name = containerName('army', ports);
const origin = loopbackOrigin(ports.army);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  removeContainers(engine, [name]);
  startApp(engine, 'army', ports);
  await untilServing(`${origin}/healthz`, 30_000);
});

test.afterAll(() => {
  removeContainers(engine, [name]);
});

/** After each abuse: the container runs and answers. */
test.afterEach(async () => {
  expect(inspectContainer(engine, name), 'the container still runs').toBeDefined();
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
});

/**
 * Sends raw bytes, returns the status line's code and the body (what came before the server
 * closed, or `timeoutMs`), and whether the server closed the connection.
 */
function raw(request: string, { timeoutMs = 5_000 } = {}): Promise<{ status: number | undefined; text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(ports.army, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ status: status(), text, closedByServer: false });
    }, timeoutMs);
    const status = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]) || undefined;
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    // A timed-out connection is reset (reset_timedout_connection): the server's close too.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ status: status(), text, closedByServer: true });
    });
  });
}

const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`;

test('oversized headers: a request line over 8 KiB is a 414, a header over 8 KiB or too many big ones a 400', async () => {
  expect((await raw(get(`/${'a'.repeat(9_000)}`))).status).toBe(414);
  expect((await raw(get('/', `X-Big: ${'a'.repeat(9_000)}\r\n`))).status).toBe(400);
  const many = Array.from({ length: 6 }, (_, index) => `X-Big-${index}: ${'a'.repeat(7_000)}\r\n`).join('');
  expect((await raw(get('/', many))).status).toBe(400);
  // Just under the limit is served.
  expect((await raw(get('/', `X-Fine: ${'a'.repeat(7_000)}\r\n`))).status).toBe(200);
});

test('a body, which nothing here takes, over 16 KiB is a 413', async () => {
  const body = 'a'.repeat(20_000);
  const { status } = await raw(`POST / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
  expect(status).toBe(413);
});

test('path traversal, plain or encoded, is refused (400), and never reaches a file outside the build', async () => {
  for (const target of [
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/..%5c..%5cetc/passwd',
  ]) {
    const { status, text } = await raw(get(target));
    expect([target, text]).not.toEqual([target, expect.stringContaining('root:x:0:0')]);
    expect([target, status]).toEqual([target, expect.any(Number)]);
    expect([target, [400, 404].includes(status!)]).toEqual([target, true]);
  }
  expect((await raw(get('/../../../../etc/passwd'))).status).toBe(400);
});

test("a file outside the build is a 404: the server's own config, hidden files and folders", async () => {
  for (const target of [
    '/nginx.conf',
    '/mission/app-server.conf',
    '/conf.d/app.conf',
    '/etc/nginx/nginx.conf',
    '/.git/config',
    '/.env',
    '/.htpasswd',
  ]) {
    const { status, text } = await raw(get(target));
    expect([target, status]).toEqual([target, 404]);
    expect([target, text.includes('server {') || text.includes('[core]')]).toEqual([target, false]);
  }
});

test('a slow client (headers never finished) is dropped after 10 s, and others are served meanwhile', async () => {
  test.setTimeout(60_000);
  const started = Date.now();
  const slow = raw('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', { timeoutMs: 30_000 });
  // While it hangs, a visitor is served.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);
  const { status, closedByServer } = await slow;
  expect({ closedByServer, status }).toEqual({ closedByServer: true, status: undefined });
  // Closed by the header timeout (10 s), not at once and not never.
  expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
});

test('a flood from one address gets 429s past its burst, never an error, and the container serves on', async () => {
  test.setTimeout(60_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const one = () =>
    new Promise<number | string>((resolve) => {
      http
        .get(`${origin}/build-info.json`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
        .on('error', (error) => resolve(error.message));
    });
  const answers = await Promise.all(Array.from({ length: 800 }, one));
  agent.destroy();
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  // Only the two answers: served, or refused at once.
  expect(Object.keys(counts).sort()).toEqual(['200', '429']);
  expect(counts['200']).toBeGreaterThanOrEqual(200);
  // A second later the address has its rate back.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect((await fetch(`${origin}/build-info.json`)).status).toBe(200);
});
