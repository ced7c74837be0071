import { BRANCH_LIST } from '../branches/branch-list.mjs';
import { localizePath, type Locale } from '../locale';
import type { NavigationEntry } from './navigation-entry';

/**
 * The branches' part of a menu (docs/product-rules.md §2 "Navigation menu"), from the list of
 * branches in play order: each branch with its chapters, titled in the locale's words, leading
 * to the immersive chapter or to the accessible mission (its slug in that language).
 */
export function branchMenuEntries(locale: Locale, mode: 'immersive' | 'accessible'): NavigationEntry[] {
  return BRANCH_LIST.map((branch) => ({
    slug: branch.name,
    title: branch.title[locale],
    section: branch.name,
    chapters: branch.chapters.map((chapter) => ({
      slug: chapter.name,
      title: chapter.title[locale],
      url: localizePath(locale, mode === 'immersive' ? `/${branch.name}/${chapter.name}` : `/accessible/${chapter.slug[locale]}`),
    })),
  }));
}
