// @ts-check
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
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
export async function startStaticAppServer({ root, port, host = '127.0.0.1', allowOrigins, remoteOrigins, analyticsOrigins = [], virtualFiles = {} }) {
  const policyHeaders = securityHeaders({ remoteOrigins, analyticsOrigins });

  const server = createServer(async (request, response) => {
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
    const filePath = path.join(root, path.normalize(pathname));
    if (!filePath.startsWith(root)) return send(403, { 'Content-Type': 'text/plain' }, 'Forbidden');

    const file = await existingFile(filePath);
    if (file) return stream(file, path.basename(file));
    // A missing asset is a 404; a missing page is the app's own route (SPA fallback).
    if (path.extname(pathname)) return send(404, { 'Content-Type': 'text/plain' }, 'Not found');
    const index = path.join(root, 'index.html');
    if (await existingFile(index)) return stream(index, 'index.html');
    return send(404, { 'Content-Type': 'text/plain' }, 'Not found');

    /** @param {string} file @param {string} name */
    function stream(file, name) {
      response.writeHead(200, {
        ...baseHeaders,
        'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(name),
      });
      if (request.method === 'HEAD') return response.end();
      createReadStream(file).on('error', () => response.destroy()).pipe(response);
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** @param {string} filePath */
async function existingFile(filePath) {
  try {
    const info = await stat(filePath);
    return info.isFile() ? filePath : undefined;
  } catch {
    return undefined;
  }
}
