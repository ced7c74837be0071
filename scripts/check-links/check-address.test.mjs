/** @jest-environment node */
import { createServer } from 'node:http';
import { checkAddress } from './check-address.mjs';

/** A loopback server: /moved redirects to /page, /page refuses HEAD but answers GET, /missing is 404. */
const server = createServer((request, response) => {
  if (request.url === '/moved') return response.writeHead(301, { location: '/page' }).end();
  if (request.url === '/page') return response.writeHead(request.method === 'HEAD' ? 405 : 200).end('page');
  if (request.url === '/slow') return setTimeout(() => response.writeHead(200).end(), 500);
  return response.writeHead(404).end();
});
let base = '';

beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

describe('checking one address', () => {
  it('falls back to GET when HEAD is refused, and follows redirects to the final address', async () => {
    expect(await checkAddress(`${base}/moved`)).toMatchObject({ ok: true, status: 200, finalUrl: `${base}/page` });
  });

  it('fails an address that is not found', async () => {
    expect(await checkAddress(`${base}/missing`)).toMatchObject({ ok: false, status: 404, offline: false });
  });

  it('fails an address that does not answer in time, without calling it offline', async () => {
    expect(await checkAddress(`${base}/slow`, { timeoutMs: 50 })).toMatchObject({ ok: false, status: null, offline: false });
  });

  it('calls a refused connection offline: no address could be reached', async () => {
    const closed = createServer();
    await new Promise((resolve) => closed.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (closed.address());
    await new Promise((resolve) => closed.close(() => resolve(undefined)));
    expect(await checkAddress(`http://127.0.0.1:${port}/`)).toMatchObject({ ok: false, status: null, offline: true });
  });
});
