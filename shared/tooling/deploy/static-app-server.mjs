// @ts-check
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveStatic from 'serve-static';
import { cacheControlFor, NO_CACHE, securityHeaders } from './http-policy.mjs';

const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.txt': 'text/plain; charset=utf-8',
});

/**
 * The types sent gzip-compressed, as nginx's `gzip_types` (shared/tooling/deploy/nginx/app-server.conf),
 * plus text/html, which nginx always compresses: a phone on the same network gets the bytes a
 * deployment sends, and npm run bench times what a phone would wait for.
 */
export const GZIP_TYPES = ['text/html', 'text/css', 'text/javascript', 'application/json', 'image/svg+xml', 'text/plain'];

/** @param {import('node:http').ServerResponse} response */
function gzipsAsDeployed(response) {
  const type =
    String(response.getHeader('Content-Type') ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  return GZIP_TYPES.includes(type);
}

/**
 * The file a route is answered with, as nginx's `try_files $uri/index.html /app.html /index.html`
 * does (shared/tooling/deploy/nginx/app-server.conf): a page the build prerendered (/fr ->
 * fr/index.html, docs/prerendered-pages.md), else the app's empty page, else index.html.
 * @param {string} root
 * @param {string} pathname decoded, starting with "/"
 */
export function pageFileFor(root, pathname) {
  const page = path.posix.join(path.posix.normalize(pathname), 'index.html');
  if (!page.startsWith('/..') && existsSync(path.join(root, page))) return encodeURI(page);
  return existsSync(path.join(root, 'app.html')) ? '/app.html' : '/index.html';
}

/**
 * Serves one built app as it is deployed: its own origin, SPA fallback, the caching,
 * CORS and security rules of http-policy.mjs. `virtualFiles` are served from memory
 * (the shell's remotes.json and analytics.json, written at start like the container does).
 *
 * @param {{
 *   root: string,
 *   port: number,
 *   host?: string,
 *   allowOrigins: string[] | '*',
 *   remoteOrigins: string[],
 *   analyticsOrigins?: string[],
 *   virtualFiles?: Record<string, string>,
 * }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticAppServer({
  root,
  port,
  host = '127.0.0.1',
  allowOrigins,
  remoteOrigins,
  analyticsOrigins = [],
  virtualFiles = {},
}) {
  const policyHeaders = securityHeaders({ remoteOrigins, analyticsOrigins });
  const files = serveStatic(root, {
    index: false,
    // A folder (/fr) is a route, answered by pageFileFor(), not redirected to /fr/.
    redirect: false,
    dotfiles: 'ignore',
    // The project's caching rules (http-policy.mjs) and content types, not the library's.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('Content-Type', CONTENT_TYPES[path.extname(filePath)] ?? 'application/octet-stream');
      response.setHeader('Cache-Control', cacheControlFor(path.basename(filePath)));
    },
  });

  // Media (webm, mp4) are never compressed, so their Range requests stay byte-exact.
  // compression is Express middleware by its types; it only needs Node's request and response.
  const gzip =
    /** @type {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, next: () => void) => void} */ (
      /** @type {unknown} */ (compression({ filter: (_request, response) => gzipsAsDeployed(response), threshold: 20 }))
    );

  const server = createServer((request, response) => gzip(request, response, () => answer(request, response)));

  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  function answer(request, response) {
    // CORS only for the shell's origin (echoed, so both spellings of localhost work).
    const origin = request.headers.origin;
    const corsOrigin = allowOrigins === '*' ? '*' : origin && allowOrigins.includes(origin) ? origin : undefined;
    /** @type {Record<string, string>} */
    const baseHeaders = { ...policyHeaders, Vary: 'Origin', ...(corsOrigin ? { 'Access-Control-Allow-Origin': corsOrigin } : {}) };
    const send = (/** @type {number} */ status, /** @type {Record<string,string>} */ headers, /** @type {string | undefined} */ body) => {
      response.writeHead(status, { ...baseHeaders, ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (request.method === 'OPTIONS') {
      return send(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' }, undefined);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain' }, 'Method not allowed');
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    } catch {
      return send(400, { 'Content-Type': 'text/plain' }, 'Bad request');
    }
    const virtual = virtualFiles[pathname];
    if (virtual !== undefined) {
      return send(200, { 'Content-Type': CONTENT_TYPES['.json'] ?? 'application/json', 'Cache-Control': NO_CACHE }, virtual);
    }
    for (const [name, value] of Object.entries(baseHeaders)) response.setHeader(name, value);
    // Files through a kept static server (serve-static): Range requests, which iOS Safari
    // needs to play the mp4 fallbacks, and ETag / Last-Modified revalidation.
    files(request, response, (/** @type {unknown} */ error) => {
      if (error) {
        // The library's own refusals (a path outside the root: 403) keep their status.
        const status =
          typeof (/** @type {{ statusCode?: unknown }} */ (error).statusCode) === 'number'
            ? /** @type {{ statusCode: number }} */ (error).statusCode
            : 500;
        return send(status, { 'Content-Type': 'text/plain' }, status === 500 ? 'Server error' : 'Refused');
      }
      // A missing asset is a 404; a missing page is the app's own route (SPA fallback).
      if (path.extname(pathname)) return send(404, { 'Content-Type': 'text/plain' }, 'Not found');
      request.url = pageFileFor(root, pathname);
      files(request, response, () => send(404, { 'Content-Type': 'text/plain' }, 'Not found'));
    });
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  // Port 0 asks the system for a free one (tests).
  const address = server.address();
  return {
    url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
