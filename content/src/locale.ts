/** The two official languages; English is the default and has no path prefix. */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The language tag each locale's copy is written in (content/locales/<tag>). */
export const LANGUAGE_TAGS = { en: 'en-US', fr: 'fr-CA' } as const satisfies Record<Locale, string>;
export type LanguageTag = (typeof LANGUAGE_TAGS)[Locale];

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
