import { MISSION_ACCOMPLISHED_ENTRY, type Locale, type NavigationMenu, type NavigationMode } from '@mission/content';
import { isExperienceFinished, type SectionProgress } from '@mission/shared';

/**
 * The menu as progress shapes it: once the experience is finished the immersive menu lists
 * Mission Accomplished after the branches (before the accessible version), since its page
 * only shows then (docs/product-rules.md §1, §4 "Progress percent"). The accessible version
 * has no Mission Accomplished page, so its menu never lists it.
 */
export function menuWithProgress(
  menu: NavigationMenu,
  locale: Locale,
  mode: NavigationMode,
  sectionProgress: SectionProgress,
): NavigationMenu {
  if (mode !== 'immersive' || !isExperienceFinished(sectionProgress)) return menu;
  const entry = MISSION_ACCOMPLISHED_ENTRY[locale];
  if (menu.entries.some((candidate) => candidate.slug === entry.slug)) return menu;
  const lastBranch = menu.entries.reduce((last, candidate, index) => (candidate.section ? index : last), -1);
  const at = lastBranch + 1;
  return { ...menu, entries: [...menu.entries.slice(0, at), entry, ...menu.entries.slice(at)] };
}
