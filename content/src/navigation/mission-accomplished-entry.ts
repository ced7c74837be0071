import type { Locale } from '../locale';
import type { NavigationEntry } from './navigation-entry';

/**
 * The immersive menu's Mission Accomplished section (docs/product-rules.md §1), per locale. The
 * shell lists it only once the experience is finished: before that its page leads to Mission
 * Select. The title is the page's own (common.json screens.accomplished.title; a test keeps
 * them in step).
 */
export const MISSION_ACCOMPLISHED_ENTRY: Record<Locale, NavigationEntry> = {
  en: { slug: 'accomplished', title: 'Mission accomplished', url: '/mission-accomplished' },
  fr: { slug: 'accomplished', title: 'Toutes vos missions sont accomplies', url: '/fr/mission-accomplished' },
};
