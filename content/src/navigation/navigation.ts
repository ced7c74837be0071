import type { Locale } from '../locale';
import { ACCESSIBLE_NAVIGATION } from './accessible-navigation';
import { IMMERSIVE_NAVIGATION } from './immersive-navigation';
import type { NavigationMenu } from './navigation-entry';

/** The two menus of docs/product-rules.md §2: the immersive one, and the plain one of the accessible version. */
export const NAVIGATION_MODES = ['immersive', 'accessible'] as const;
export type NavigationMode = (typeof NAVIGATION_MODES)[number];

/** The content-managed menu of one locale and one mode. */
export function navigationMenu(locale: Locale, mode: NavigationMode): NavigationMenu {
  return mode === 'accessible' ? ACCESSIBLE_NAVIGATION[locale] : IMMERSIVE_NAVIGATION[locale];
}
