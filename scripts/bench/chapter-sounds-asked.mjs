// @ts-check
/* global caches -- it runs in the page */

/**
 * Runs in the page (`page.evaluate`, `page.waitForFunction`): whether the chapter on screen has
 * asked for its sounds, which it makes once its scene is up, all in one go (docs/decisions.md,
 * "A chapter's sounds wait for its picture"), and, given the worker's cache of their owner,
 * whether that cache holds every one. Used by `npm run bench:offline` and the offline e2e.
 *
 * @param {{ soundPath: string, owner?: string }} what `soundPath`: what a sound's path contains
 *   (`/sounds/`, `/sounds/<branch>-`); `owner`: the worker's cache to look in (`mission-owner-<branch>`)
 * @returns {Promise<boolean>}
 */
export async function chapterSoundsAsked({ soundPath, owner }) {
  const asked = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes(soundPath));
  if (asked.length === 0) return false;
  if (!owner) return true;
  const held = new Set((await (await caches.open(owner)).keys()).map((request) => new URL(request.url).pathname));
  return asked.every((path) => held.has(path));
}
