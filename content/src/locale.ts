/** The two official languages; English is the default and has no path prefix. */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The tag each locale's copy is filed under (content/locales/<tag>, as docs/product-rules.md names them) and
 * the key of its i18next bundle. Not what a page declares: that is PAGE_LANGUAGES.
 */
export const LANGUAGE_TAGS = { en: 'en-US', fr: 'fr-CA' } as const satisfies Record<Locale, string>;
export type LanguageTag = (typeof LANGUAGE_TAGS)[Locale];

/**
 * The BCP-47 tag a page declares for each locale (`<html lang>`, a `lang` attribute, the
 * prerendered pages' `data-lang`): Canadian English and Canadian French, whatever folder the
 * copy is filed in. A screen reader picks its voice and a browser its hyphenation and
 * translation offer from it.
 */
export const PAGE_LANGUAGES = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<Locale, string>;
export type PageLanguage = (typeof PAGE_LANGUAGES)[Locale];

/** The tag a page in this locale declares. */
export function pageLanguage(locale: Locale): PageLanguage {
  return PAGE_LANGUAGES[locale];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a path belongs to: French lives under /fr, everything else is English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

/** Prefixes an app path (starting with "/") for a locale. */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'en') return clean;
  return clean === '/' ? '/fr' : `/fr${clean}`;
}

/** Removes the locale prefix, giving the path as English routes name it. */
export function stripLocale(pathname: string): string {
  if (pathname === '/fr') return '/';
  return pathname.startsWith('/fr/') ? pathname.slice(3) : pathname;
}
