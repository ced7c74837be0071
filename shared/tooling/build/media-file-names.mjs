// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listPublicFiles } from './public-assets-plugin.mjs';

/**
 * Public files that pages load by URL from our code (sounds, videos, images): the build gives
 * them content-hashed names so they are served immutable for a year, like the chunks
 * (http-policy.mjs). Others (robots.txt, a manifest) keep the name the world asks for.
 */
export const HASHED_MEDIA = /\.(mp3|webm|mp4|m4a|ogg|wav|png|jpe?g|webp|avif|gif|svg)$/i;

/**
 * `sounds/tap.mp3` with these bytes -> `sounds/tap.<10 hex of their SHA-256>.mp3`, the shape
 * webpack gives its own files ("<name>.<10 hex>.<ext>", which the servers recognise).
 * @param {string} file a path relative to public/, "/" separated
 * @param {Buffer} bytes
 */
export function hashedName(file, bytes) {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const extension = path.posix.extname(file);
  return `${file.slice(0, file.length - extension.length)}.${hash}${extension}`;
}

/**
 * The media of an app's public/ folder, each by its path to the name it is served under.
 * The same table goes into the app's code (`__MEDIA_FILES__`, read by mediaUrl) and decides
 * what the build emits, so the two cannot disagree.
 * @param {string} dir the public/ folder
 * @returns {Record<string, string>}
 */
export function mediaFileNames(dir) {
  /** @type {Record<string, string>} */
  const names = {};
  for (const file of listPublicFiles(dir)) {
    if (HASHED_MEDIA.test(file)) names[file] = hashedName(file, readFileSync(path.join(dir, file)));
  }
  return names;
}
