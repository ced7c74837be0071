import { SECTIONS, localizePath, stripLocale, type Locale } from '@mission/content';
import { shareImagePath as sharedImagePath } from '../lib/share-image-path';

/**
 * Which share image each page names (docs/prerendered-pages.md, "Share images"): one per page
 * kind and language, drawn by share-image.tsx, turned into PNG by the build
 * (prerender-pages.mjs, resvg) and named by the page's og:image.
 */
export const SHARE_IMAGE_KINDS = ['experience', ...SECTIONS, 'accomplished'] as const;
export type ShareImageKind = (typeof SHARE_IMAGE_KINDS)[number];

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The family name inside shell/prerender/fonts/share-image-bold.ttf. */
export const SHARE_IMAGE_FONT = 'DejaVu Sans Condensed';

/** Where a kind's image is served, per language (lib/share-image-path.ts, which the screens use too). */
export function shareImagePath(kind: ShareImageKind, locale: Locale): string {
  return sharedImagePath(kind, locale);
}

/**
 * Which image a page's link shows: a branch's own pages its branch, the final page its
 * reward, everything else the experience's.
 */
export function shareImageKindFor(path: string): ShareImageKind {
  const page = stripLocale(path);
  const section = SECTIONS.find((name) => page === `/${name}` || page.startsWith(`/${name}/`));
  if (section) return section;
  if (page === '/mission-accomplished') return 'accomplished';
  return 'experience';
}

/**
 * The pages the build writes only for their sharing tags (their #root stays empty, the app
 * renders them): each branch's address and Mission Accomplished, in both languages.
 */
export function sharePagePaths(locales: readonly Locale[]): { path: string; kind: ShareImageKind }[] {
  const pages = [...SECTIONS.map((section) => `/${section}`), '/mission-accomplished'];
  return pages.flatMap((page) =>
    locales.map((locale) => {
      const path = localizePath(locale, page);
      return { path, kind: shareImageKindFor(path) };
    }),
  );
}
