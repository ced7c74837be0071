import { LOCALES, localeFromPath, localizePath, stripLocale, type Locale } from '@mission/content';
import { isPrerenderedPage, PRERENDERED_PAGES, type PrerenderedPage } from '../lib/prerendered-pages';

/**
 * The named chunks whose CSS each page needs before its scripts run (their names are the
 * webpackChunkName comments in index.ts, lazy-screens.ts and accessible-route.tsx).
 */
export const PAGE_CHUNKS: Record<PrerenderedPage, string[]> = {
  '/': ['app'],
  '/accessible': ['app', 'accessible'],
  '/select': ['app', 'screens'],
};

const DESCRIPTION_KEYS: Record<PrerenderedPage, string> = {
  '/': 'meta.description.home',
  '/accessible': 'meta.description.accessible',
  '/select': 'meta.description.select',
};

/** What a shared link and a search result show of a page, in the page's language. */
export interface PageMeta {
  page: PrerenderedPage;
  title: string;
  description: string;
  siteName: string;
  /** Open Graph's locale spelling (en_CA), this page's and the other language's. */
  ogLocale: string;
  ogAlternateLocale: string;
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };

/** @param t the page's language's `common` namespace */
export function pageMeta(path: string, title: string, t: (key: string) => string): PageMeta {
  const page = stripLocale(path);
  if (!isPrerenderedPage(page)) throw new Error(`${path} is not a prerendered page (${PRERENDERED_PAGES.join(', ')})`);
  const locale = localeFromPath(path);
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return {
    page,
    title,
    description: t(DESCRIPTION_KEYS[page]),
    siteName: t('productTitle'),
    ogLocale: OG_LOCALES[locale],
    ogAlternateLocale: OG_LOCALES[other],
  };
}

/** Both languages' paths of every prerendered page: /, /fr, /accessible, /fr/accessible, ... */
export function prerenderedPaths(): string[] {
  return PRERENDERED_PAGES.flatMap((page) => LOCALES.map((locale) => localizePath(locale, page)));
}
