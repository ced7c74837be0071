// @ts-check
import { createHash } from 'node:crypto';

/** Webpack's "<name>.<10 hex>.<ext>": the name changes with the content, so no revision is needed. */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/**
 * Never precached: source maps and licences (no page asks for them), build reports, the
 * worker itself, and the analytics provider's code, which only a visitor with analytics on
 * loads and which has nothing to send offline.
 */
const LEFT_OUT = [/\.map$/, /\.LICENSE\.txt$/, /^web-stats\.json$/, /^mf-manifest.*\.json$/, /^sw\.js$/, /^mixpanel/];

/**
 * The shell's first screens and code, as the worker precaches them (docs/decisions.md, "The
 * service worker"): every page the build wrote (the prerendered first screens and app.html,
 * revisioned by their content) and every hashed script and stylesheet. Media are not: they
 * are kept as visited, under the cap.
 *
 * @param {{ path: string, bytes: Buffer | Uint8Array }[]} files paths relative to shell/dist, with "/"
 * @returns {{ url: string, revision: string | null }[]} sorted, so one build gives one worker
 */
export function precacheEntries(files) {
  /** @type {{ url: string, revision: string | null }[]} */
  const entries = [];
  for (const { path, bytes } of files) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (LEFT_OUT.some((pattern) => pattern.test(name))) continue;
    if (name.endsWith('.html')) {
      entries.push({ url: `/${path}`, revision: createHash('sha256').update(bytes).digest('hex').slice(0, 16) });
    } else if (/\.(js|css)$/.test(name) && CONTENT_HASHED.test(name)) {
      entries.push({ url: `/${path}`, revision: null });
    }
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}
