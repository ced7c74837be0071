import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG, SECTIONS, findAccessibleMission, localeFromPath, stripLocale } from '@mission/content';

/**
 * The kind of page a path shows, as Navigate To Page's `from_location` and `to_location` give
 * it (docs/product-rules.md §3 "Analytics event fields"): the same name in both languages and
 * for every chapter, so a report can count moves between kinds of page ("select" to
 * "chapter") without parsing paths; `from_path` and `to_path` keep the raw paths.
 */
export const PAGE_LOCATIONS = [
  'home',
  'experience',
  'portal',
  'intro',
  'how-to',
  'permission',
  'desktop',
  'select',
  'branch',
  'chapter',
  'debrief',
  'accomplished',
  'debug',
  'accessible-select',
  'accessible-howto',
  'accessible-mission',
  'not-found',
] as const;
export type PageLocation = (typeof PAGE_LOCATIONS)[number];

const SCREENS: Readonly<Record<string, PageLocation>> = {
  '/': 'home',
  '/experience': 'experience',
  '/portal': 'portal',
  '/intro': 'intro',
  '/how-to': 'how-to',
  '/permission': 'permission',
  '/desktop': 'desktop',
  '/select': 'select',
  '/mission-accomplished': 'accomplished',
  '/_debug': 'debug',
  '/accessible': 'accessible-select',
  '/accessible/howto': 'accessible-howto',
};

function branchPageOf(path: string): PageLocation | null {
  const [, sectionPart, slug, ...rest] = path.split('/');
  const section = SECTIONS.find((candidate) => candidate === sectionPart);
  if (!section || rest.length > 0) return null;
  if (slug === undefined) return 'branch';
  if (slug === DEBRIEF_SLUG) return 'debrief';
  return (CHAPTERS_BY_SECTION[section] as readonly string[]).includes(slug) ? 'chapter' : null;
}

/** The kind of page at a path, either language ("/fr/<branch>/<chapter>" is "chapter"); an unknown path is "not-found". */
export function pageLocationOf(pathname: string): PageLocation {
  const stripped = stripLocale(pathname);
  const path = stripped.length > 1 ? stripped.replace(/\/+$/, '') : stripped;
  const screen = SCREENS[path];
  if (screen) return screen;
  if (path.startsWith('/accessible/')) {
    return findAccessibleMission(localeFromPath(pathname), path.slice('/accessible/'.length)) ? 'accessible-mission' : 'not-found';
  }
  return branchPageOf(path) ?? 'not-found';
}
