import { isChapterOf, isSection, stripLocale, type Section } from '@mission/content';

export interface BranchLinkTarget {
  section: Section;
  /** The chapter the link addresses, if it addresses one (not the debrief or the branch itself). */
  chapter?: string;
  /** The path under the branch: '' for its index, else its one segment (a chapter, the debrief). */
  address: string;
}

/**
 * The branch a link leads to, in either language (`/<branch>/<chapter>`,
 * `/fr/<branch>/<chapter>`, `/<branch>`), or undefined for any other page or another origin: only a branch's link has a
 * remote to prefetch.
 */
export function branchLinkTarget(
  href: string,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): BranchLinkTarget | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(base).origin) return undefined;
  const [section, chapter, ...rest] = stripLocale(url.pathname).split('/').filter(Boolean);
  if (!isSection(section) || rest.length > 0) return undefined;
  if (chapter === undefined) return { section, address: '' };
  return isChapterOf(section, chapter) ? { section, chapter, address: chapter } : { section, address: chapter };
}
