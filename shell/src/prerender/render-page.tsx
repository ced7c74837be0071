import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from '@mission/shared/routing';
import { LANGUAGE_TAGS, PAGE_LANGUAGES, localeFromPath, localizePath, type Locale, type PageLanguage } from '@mission/content';
import { hostBus, initMissionI18n, PageTitleReportContext } from '@mission/shared';
import { ShellApp } from '../app/shell-app';
import { viewportContent } from '../viewport/viewport-rules';
import { startBuildTimeServices } from './build-time-services';
import type { PrerenderedPage } from '../lib/prerendered-pages';
import { pageMeta, sharePageMeta, type PageMeta } from './page-meta';
import { shareImageSvg } from './share-image';
import type { ShareImageKind } from './share-pages';

/** The page language's `common` namespace as the prerender's rules read it: a key and its values. */
function commonCopy(i18n: Awaited<ReturnType<typeof initMissionI18n>>, locale: Locale) {
  const t = i18n.getFixedT(LANGUAGE_TAGS[locale], 'common');
  return (key: string, values: Record<string, string> = {}): string => t(key, values);
}

/** What the build never learns: the registry and build info are the browser's to fetch. */
const never = <T,>() => new Promise<T>(() => undefined);

export interface RenderedPage {
  path: string;
  lang: PageLanguage;
  /** The markup of #root, as the app's first render in a phone makes it. */
  html: string;
  /** Which page it is (/, /accessible, /select), whichever the language. */
  page: PrerenderedPage;
  meta: PageMeta;
  /** The viewport meta tag's content: every prerendered page is a text page that allows zoom. */
  viewport: string;
  /** What a browser without JavaScript shows under the page, in its language. */
  noScript: { text: string; link: string; href: string };
}

/**
 * One first screen rendered at build time from the app's own components (docs/prerendered-pages.md):
 * the same tree bootstrap.tsx hydrates, with a memory router at the page's path and the
 * services of a first-time visitor. react-dom/static waits for every lazy page, so the
 * accessible version and Mission Select come out whole.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const locale = localeFromPath(path);
  hostBus.setState('locale', locale);
  const i18n = await initMissionI18n(locale);
  const services = startBuildTimeServices(hostBus);
  let title = i18n.t('productTitle', { ns: 'common' });
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <PageTitleReportContext.Provider value={(reported) => (title = reported)}>
        <ShellApp
          services={services}
          router={({ children }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>}
          shellBuildInfo={never()}
          loadRegistry={never}
        />
      </PageTitleReportContext.Provider>,
      {
        onError: (error) => void errors.push(error),
        // One whole page: React outlines a boundary larger than this (12.8 KB by default) and
        // reveals it with an inline script, which the Content Security Policy refuses
        // (docs/prerendered-pages.md): never outline.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    // A page that failed to render would be served half-made: the build stops instead.
    if (errors.length) throw new AggregateError(errors, `[prerender] ${path} did not render: ${errors.map(String).join('; ')}`);
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    const t = commonCopy(i18n, locale);
    const meta = pageMeta(path, title, t);
    return {
      path,
      lang: PAGE_LANGUAGES[locale],
      html,
      page: meta.page,
      meta,
      viewport: viewportContent({ accessible: meta.page === '/accessible', zoomEnabledByPage: true }),
      noScript: { text: t('noScript.text'), link: t('noScript.link'), href: localizePath(locale, '/accessible') },
    };
  } finally {
    services.stop();
  }
}

export { PAGE_CHUNKS, prerenderedPaths } from './page-meta';

/** What a share page (share-pages.ts) needs: its language and its tags. The app renders its #root. */
export async function renderSharePage(
  path: string,
): Promise<Pick<RenderedPage, 'path' | 'lang'> & { meta: ReturnType<typeof sharePageMeta> }> {
  const locale = localeFromPath(path);
  const i18n = await initMissionI18n(locale);
  return { path, lang: PAGE_LANGUAGES[locale], meta: sharePageMeta(path, commonCopy(i18n, locale)) };
}

/** A share image as SVG, in one language; the build turns it into PNG. */
export async function renderShareImage(kind: ShareImageKind, locale: Locale): Promise<string> {
  const i18n = await initMissionI18n(locale);
  return shareImageSvg(kind, commonCopy(i18n, locale));
}

export { SHARE_IMAGE_FONT, SHARE_IMAGE_KINDS, shareImagePath, sharePagePaths } from './share-pages';
export { LOCALES } from '@mission/content';
