/**
 * The pages the build renders to HTML (docs/prerendered-pages.md), in both languages: the
 * prerender renders them, and the service worker may switch builds only on them.
 */
export const PRERENDERED_PAGES = ['/', '/accessible', '/select'] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** A path without its locale prefix is one the build renders. */
export function isPrerenderedPage(path: string): path is PrerenderedPage {
  return (PRERENDERED_PAGES as readonly string[]).includes(path);
}
