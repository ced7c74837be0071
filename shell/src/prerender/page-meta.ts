import { LOCALES, localeFromPath, localizePath, stripLocale, type Locale, type Section } from '@mission/content';
import { isPrerenderedPage, PRERENDERED_PAGES, type PrerenderedPage } from '../lib/prerendered-pages';
import { SHARE_IMAGE_SIZE, shareImageKindFor, shareImagePath, type ShareImageKind } from './share-pages';
import { shareImageTitle } from './share-image';

/** The page language's `common` namespace, with values (i18next's t). */
type PageCopy = (key: string, values?: Record<string, string>) => string;

/**
 * The named chunks whose CSS each page needs before its scripts run (their names are the
 * webpackChunkName comments in index.ts, bootstrap.tsx, lazy-screens.ts and accessible-route.tsx):
 * the app's, the React tree's (render-shell), and the page's own.
 */
export const PAGE_CHUNKS: Record<PrerenderedPage, string[]> = {
  '/': ['app', 'render-shell'],
  '/accessible': ['app', 'render-shell', 'accessible'],
  '/select': ['app', 'render-shell', 'screens'],
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
  /** The page's share image (share-image.tsx), its address from the site's root, and its words. */
  image: { path: string; alt: string; width: number; height: number };
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };

/** @param t the page's language's `common` namespace */
export function pageMeta(path: string, title: string, t: PageCopy): PageMeta {
  const page = stripLocale(path);
  if (!isPrerenderedPage(page)) throw new Error(`${path} is not a prerendered page (${PRERENDERED_PAGES.join(', ')})`);
  return { page, ...sharedMeta(path, title, t(DESCRIPTION_KEYS[page]), t) };
}

function sharedMeta(path: string, title: string, description: string, t: PageCopy): Omit<PageMeta, 'page'> {
  const locale = localeFromPath(path);
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  const kind = shareImageKindFor(path);
  return {
    title,
    description,
    siteName: t('productTitle'),
    ogLocale: OG_LOCALES[locale],
    ogAlternateLocale: OG_LOCALES[other],
    image: { path: shareImagePath(kind, locale), alt: shareImageAlt(kind, t), ...SHARE_IMAGE_SIZE },
  };
}

/** The image's words for a screen reader: a branch's through its name and its image's title. */
function shareImageAlt(kind: ShareImageKind, t: PageCopy): string {
  if (kind === 'experience' || kind === 'accomplished') return t(`shareImage.alt.${kind}`);
  return t('shareImage.alt.branch', { ...branchWords(kind, t), title: shareImageTitle(kind, t) });
}

const branchWords = (section: Section, t: PageCopy) => ({ branch: t(`branches.${section}`), ofBranch: t(`branchOf.${section}`) });

/**
 * A share page's description: the branch's own (meta.description.<branch>) where it has one,
 * else the words every branch shares, with its name.
 */
function sharePageDescription(kind: Exclude<ShareImageKind, 'experience'>, t: PageCopy): string {
  if (kind === 'accomplished') return t('meta.description.accomplished');
  return t(`meta.description.${kind}`, { defaultValue: t('meta.description.branch', branchWords(kind, t)) });
}

/**
 * What a shared link to a branch or to Mission Accomplished shows (the pages the build writes
 * for their tags alone, share-image.tsx sharePagePaths): the page's name, its description and
 * its image, in the page's language.
 * @param t the page's language's `common` namespace
 */
export function sharePageMeta(path: string, t: PageCopy): Omit<PageMeta, 'page'> {
  const kind = shareImageKindFor(path);
  if (kind === 'experience') throw new Error(`${path} has no share page of its own`);
  const name = kind === 'accomplished' ? t('screens.accomplished.title') : t(`branches.${kind}`);
  return sharedMeta(path, `${name} | ${t('productTitle')}`, sharePageDescription(kind, t), t);
}

/** Both languages' paths of every prerendered page: /, /fr, /accessible, /fr/accessible, ... */
export function prerenderedPaths(): string[] {
  return PRERENDERED_PAGES.flatMap((page) => LOCALES.map((locale) => localizePath(locale, page)));
}
