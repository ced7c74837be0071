// @ts-check
/**
 * Which libraries a served JS chunk holds, read from its source map: how `npm run bench:scenes`
 * names the code V8 compiled from it ("three", "react-dom, scheduler", "<branch> app code").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A library whose sources make up at least this share of a chunk is named; smaller ones are left out. */
const NAMED_SHARE = 0.2;

/**
 * The libraries in a chunk, largest first, from its source map (sources weighted by their
 * length when the map holds their content). Sources outside node_modules are the app's own.
 *
 * @param {{ sources: string[], sourcesContent?: (string | null)[] }} map
 * @returns {string}
 */
export function librariesOfSourceMap(map) {
  /** @type {Map<string, number>} */
  const weight = new Map();
  let total = 0;
  map.sources.forEach((source, index) => {
    const size = map.sourcesContent?.[index]?.length ?? 1;
    total += size;
    // The last node_modules in the path is the package (nested installs sit deeper).
    const packages = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
    const owner = packages.length > 0 ? packages[packages.length - 1][1] : ownCodeOf(source);
    weight.set(owner, (weight.get(owner) ?? 0) + size);
  });
  const ranked = [...weight].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) return 'empty chunk';
  const named = ranked.filter(([, size]) => size / total >= NAMED_SHARE).map(([name]) => name);
  return (named.length > 0 ? named : [ranked[0][0]]).join(', ');
}

/**
 * Whose code a source outside node_modules is: a language's copy ("copy en-US common"), a
 * workspace built into the app ("shared code", "content code"), or the app's own.
 */
function ownCodeOf(/** @type {string} */ source) {
  const copy = source.match(/content\/locales\/([^/]+)\/([^/.]+)\.json$/);
  if (copy) return `copy ${copy[1]} ${copy[2]}`;
  const workspace = source.match(/^webpack:\/\/[^/]+\/\.\.\/(shared|content|accessible)\//);
  if (workspace) return `${workspace[1]} code`;
  return `${appOf(source)} app code`;
}

/** "webpack://<app>/./src/x.tsx" -> "<app>". */
function appOf(/** @type {string} */ source) {
  const match = source.match(/^webpack:\/\/([^/]+)\//);
  return match ? match[1] : 'unknown';
}

/**
 * The libraries of the chunk a page loaded from a URL ("three"). Non-HTTP names and chunks
 * whose source map is not in the app's dist folder keep their URL.
 *
 * @param {string} url where the page loaded the chunk
 * @param {Record<string, string>} distByOrigin dist folder of each app, by origin ("http://localhost:8280")
 * @returns {string}
 */
export function chunkLibraries(url, distByOrigin) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const dist = distByOrigin[parsed.origin];
  const file = parsed.pathname.split('/').pop() ?? '';
  const mapPath = dist && file ? join(dist, `${file}.map`) : '';
  if (!mapPath || !existsSync(mapPath)) return url;
  try {
    return librariesOfSourceMap(JSON.parse(readFileSync(mapPath, 'utf8')));
  } catch {
    return url;
  }
}
