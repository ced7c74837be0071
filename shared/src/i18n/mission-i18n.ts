import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  LANGUAGE_TAGS,
  NAMESPACES,
  resources,
  type Locale,
  type Namespace,
  type NamespaceCopy,
  type LanguageTag,
} from '@mission/content';

/**
 * Starts the page's one i18next instance (i18next is a shared singleton, so remotes see
 * the same instance and follow language changes without a reload).
 */
export async function initMissionI18n(locale: Locale, instance: i18n = i18next): Promise<i18n> {
  if (!instance.isInitialized) {
    await instance.use(initReactI18next).init({
      resources,
      lng: LANGUAGE_TAGS[locale],
      fallbackLng: LANGUAGE_TAGS.en,
      supportedLngs: Object.values(LANGUAGE_TAGS),
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (instance.language !== LANGUAGE_TAGS[locale]) {
    await instance.changeLanguage(LANGUAGE_TAGS[locale]);
  }
  return instance;
}

/**
 * A remote brings its own copy and lays it over whatever the shell shipped, so a branch
 * team's wording change ships with the branch, not with the shell.
 */
export function provideNamespace(
  ns: Namespace,
  copy: Record<LanguageTag, NamespaceCopy>,
  instance: i18n = i18next,
): void {
  const lay = () => {
    for (const [tag, tree] of Object.entries(copy)) instance.addResourceBundle(tag, ns, tree, true, true);
  };
  // i18next gives an instance its resource methods in init(): on a team's own page the
  // remote's modules run before the harness has started i18n, so the copy waits for it.
  if (instance.isInitialized) {
    lay();
    return;
  }
  const onInitialized = () => {
    instance.off('initialized', onInitialized);
    lay();
  };
  instance.on('initialized', onInitialized);
}
