import { isSection, type Section } from '../sections';

/** A link in the menu: a numbered chapter, or a link at the foot of the menu (docs/product-rules.md §3 "Navigation entry"). */
export interface NavigationLink {
  slug: string;
  title: string;
  /** A same-site path ("/accessible/fire") or an https:// address. */
  url: string;
}

/**
 * One section of the menu. It navigates when it has a url, expands to its chapters when it
 * has some; with neither it is only a label. A military branch names its `section`, and the
 * menu shows that branch's percent beside it.
 */
export interface NavigationEntry {
  slug: string;
  title: string;
  url?: string;
  section?: Section;
  chapters?: readonly NavigationLink[];
}

/** A whole menu of one locale and one mode (immersive or accessible). */
export interface NavigationMenu {
  entries: readonly NavigationEntry[];
  /** The links under the sections: recruiting site, privacy. */
  footerLinks: readonly NavigationLink[];
  copyright: string;
}

// Control characters, whitespace and backslashes never belong in a link we ship.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;

/**
 * Only two kinds of link are allowed: a path on this site ("/..." but not "//host", which
 * leaves the site) or an https:// address without credentials. Everything else, from
 * `javascript:` and `data:` to plain http and relative paths, is refused.
 */
export function isSafeNavigationUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url === '' || UNSAFE_CHARACTERS.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (!url.startsWith('https://')) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/** A same-site path, which the router handles (as opposed to an https:// address). */
export function isSameSitePath(url: string): boolean {
  return isSafeNavigationUrl(url) && url.startsWith('/');
}

function linkProblems(link: NavigationLink, where: string): string[] {
  const problems: string[] = [];
  if (typeof link.slug !== 'string' || link.slug.trim() === '') problems.push(`${where}: empty slug`);
  if (typeof link.title !== 'string' || link.title.trim() === '') problems.push(`${where}: empty title`);
  if (!isSafeNavigationUrl(link.url)) problems.push(`${where}: unsafe url ${JSON.stringify(link.url)}`);
  return problems;
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** Every problem of a menu, one sentence each; an empty list means it can ship. */
export function navigationProblems(menu: NavigationMenu): string[] {
  const problems: string[] = [];
  menu.entries.forEach((entry, index) => {
    const where = `entry ${index} (${entry.slug})`;
    if (typeof entry.slug !== 'string' || entry.slug.trim() === '') problems.push(`${where}: empty slug`);
    if (typeof entry.title !== 'string' || entry.title.trim() === '') problems.push(`${where}: empty title`);
    if (entry.url !== undefined && !isSafeNavigationUrl(entry.url)) {
      problems.push(`${where}: unsafe url ${JSON.stringify(entry.url)}`);
    }
    if (entry.section !== undefined && !isSection(entry.section)) problems.push(`${where}: unknown section ${String(entry.section)}`);
    entry.chapters?.forEach((chapter, at) => problems.push(...linkProblems(chapter, `${where} chapter ${at}`)));
    const chapterSlugs = duplicates((entry.chapters ?? []).map((chapter) => chapter.slug));
    if (chapterSlugs.length > 0) problems.push(`${where}: duplicate chapter slugs ${chapterSlugs.join(', ')}`);
  });
  menu.footerLinks.forEach((link, index) => problems.push(...linkProblems(link, `footer link ${index}`)));
  const slugs = duplicates([...menu.entries.map((entry) => entry.slug), ...menu.footerLinks.map((link) => link.slug)]);
  if (slugs.length > 0) problems.push(`duplicate slugs ${slugs.join(', ')}`);
  if (typeof menu.copyright !== 'string' || menu.copyright.trim() === '') problems.push('empty copyright');
  return problems;
}
