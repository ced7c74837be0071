// @ts-check
/**
 * A first visit's requests to one app, for `npm run bench:load` (scripts/bench-load.mjs), picked
 * from its build: the shell's page, its registry, its entry script and largest chunk, a scene
 * image and its portal video in ranges; a remote's manifest, its remoteEntry.js, its largest
 * chunk, a sound and a briefing video in ranges, as a phone asks for them (compression
 * accepted, video 256 KiB at a time).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
export const RANGE = 'bytes=0-262143';

/** @typedef {{ path: string, range?: string }} LoadRequest */

/** Every file under a build, as URL paths with their sizes. @param {string} dist */
export function builtFiles(dist) {
  /** @type {{ path: string, bytes: number }[]} */
  const files = [];
  const walk = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push({ path: `/${path.relative(dist, full).split(path.sep).join('/')}`, bytes: statSync(full).size });
    }
  };
  walk(dist);
  return files;
}

/**
 * @param {'shell' | 'remote'} kind
 * @param {{ path: string, bytes: number }[]} files the build's (builtFiles)
 * @returns {LoadRequest[]}
 */
export function loadMix(kind, files) {
  const hashed = files.filter((file) => HASHED.test(file.path));
  const largest = (/** @type {RegExp} */ pattern) =>
    hashed.filter((file) => pattern.test(file.path)).sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path))[0]?.path;
  const first = (/** @type {RegExp} */ pattern) =>
    hashed
      .map((file) => file.path)
      .filter((name) => pattern.test(name))
      .sort()[0];
  const chunk = largest(/^\/[^/]+\.js$/);
  // The shell draws scene images; a remote's chapters bring their sounds.
  const media = kind === 'shell' ? first(/\.(webp|png|jpg)$/) : first(/^\/sounds\/.*\.mp3$/);
  const video = kind === 'shell' ? first(/^\/video\/.*\.mp4$/) : first(/^\/video\/.*briefing.*\.mp4$/);
  const own =
    kind === 'shell'
      ? [{ path: '/' }, { path: '/remotes.json' }, { path: first(/^\/main\.[0-9a-f]{10}\.js$/) }]
      : [{ path: '/mf-manifest.json' }, { path: '/remoteEntry.js' }];
  const mix = [...own, { path: chunk }, { path: media }, { path: video, range: RANGE }];
  const missing = mix.filter((request) => !request.path);
  if (missing.length > 0)
    throw new Error(`the ${kind}'s build lacks a file of the load mix (chunk, image or sound, video): build it first`);
  return /** @type {LoadRequest[]} */ (mix);
}

/**
 * wrk's Lua script for a mix: each request one of the mix at random, compression accepted,
 * and from a visitor's own address (X-Forwarded-For, which the container trusts from the
 * private hop the bench is: abuse-limits.conf), so the per-address limit meets many
 * visitors, as behind the cluster's ingress, not one flood.
 * @param {LoadRequest[]} mix
 */
export function wrkScript(mix) {
  const entries = mix.map(
    (request) => `  { path = ${JSON.stringify(request.path)}, range = ${request.range ? JSON.stringify(request.range) : 'nil'} },`,
  );
  return `-- Written by scripts/bench/load-mix.mjs for npm run bench:load.
local mix = {
${entries.join('\n')}
}
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("id", counter)
end
function init(args)
  math.randomseed(os.time() + id * 7919)
end
function request()
  local pick = mix[math.random(#mix)]
  local headers = {
    ["Accept-Encoding"] = "gzip, br",
    ["X-Forwarded-For"] = "198.18." .. math.random(0, 255) .. "." .. math.random(1, 254),
  }
  if pick.range then headers["Range"] = pick.range end
  return wrk.format("GET", pick.path, headers)
end
`;
}
