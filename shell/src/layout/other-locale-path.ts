import { localizePath, stripLocale, translateAccessibleSlug, type Locale } from '@mission/content';

/**
 * The same page in the other language: /<branch>/<chapter> <-> /fr/<branch>/<chapter>, with accessible
 * mission slugs translated (/accessible/fire <-> /fr/accessible/incendie).
 */
export function otherLocalePath(locale: Locale, pathname: string): string {
  const target: Locale = locale === 'en' ? 'fr' : 'en';
  const path = stripLocale(pathname);
  const accessible = /^\/accessible\/([^/]+)\/?$/.exec(path);
  if (accessible?.[1]) {
    const slug = translateAccessibleSlug(locale, target, accessible[1]);
    if (slug) return localizePath(target, `/accessible/${slug}`);
  }
  return localizePath(target, path);
}
