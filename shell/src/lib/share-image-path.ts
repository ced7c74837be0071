import type { Locale } from '@mission/content';

/**
 * Where a page kind's share image is served, per language (drawn by the build:
 * prerender/share-pages.ts). Here, below the screens and the prerender, because both use it:
 * the pages' og:image, and Mission Accomplished's share sheet, which sends the medal.
 */
export function shareImagePath(kind: string, locale: Locale): string {
  return `/share/${kind}-${locale}.png`;
}
