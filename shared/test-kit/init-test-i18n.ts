import i18next, { type i18n } from 'i18next';
import type { Locale } from '@mission/content';
import { resources } from '@mission/content/all-copy';
import { initMissionI18n } from '@mission/shared';

/**
 * The page's i18next for a test: started as the app starts it, but with every namespace of
 * both languages at hand, so a render never waits for copy (the app loads each one lazily).
 */
export function initTestI18n(locale: Locale, instance: i18n = i18next): Promise<i18n> {
  return initMissionI18n(locale, instance, { preloaded: resources });
}
