// @ts-check
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** content/locales: every word the apps show, one JSON file per language and namespace. */
export const LOCALES_DIR = fileURLToPath(new URL('../../../content/locales/', import.meta.url));

/**
 * The copy's files under `dir`, "/" separated and sorted, so the version does not depend on
 * the order the file system lists them in.
 * @param {string} dir
 * @returns {string[]}
 */
export function listCopyFiles(dir = LOCALES_DIR) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/**
 * Which copy an app was built with: 16 hex of the SHA-256 of content/locales, every file's
 * path and bytes. Baked into each app (`__COPY_VERSION__`): a remote built from the copy the
 * shell already holds has nothing of its own to lay over it (chapter-kit/copy/kit-copy.ts), so it skips the
 * round trip; any wording change, in any file, gives another version and the remote lays its own.
 * @param {string} dir
 */
export function copyVersionOf(dir = LOCALES_DIR) {
  const hash = createHash('sha256');
  for (const file of listCopyFiles(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
