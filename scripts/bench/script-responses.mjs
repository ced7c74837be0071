// @ts-check
import { gzipSync } from 'node:zlib';

/**
 * Records every JavaScript file a page receives from now on, with its size raw and at gzip
 * level 9 (what a server with gzip on sends). `files()` waits for the bodies still being read.
 *
 * @param {import('@playwright/test').Page} page
 * @returns {{ files: () => Promise<{ url: string, raw: number, gzip: number }[]> }}
 */
export function recordScriptResponses(page) {
  /** @type {{ url: string, raw: number, gzip: number }[]} */
  const files = [];
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    pending.push(
      response.body().then(
        (body) => void files.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  return {
    files: async () => {
      await Promise.all(pending);
      return files;
    },
  };
}
