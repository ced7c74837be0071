import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { LANGUAGE_TAGS, localeFromPath } from '@mission/content';
import { PageReportProvider, type ReportedPage } from './page-title';
import './accessible.css';

/**
 * The frame of every accessible page (inside the shell's header and main area):
 * after each navigation focus on the new page's h1 and its name said in
 * a polite live region. A first arrival from outside (a typed address, a reload) leaves
 * focus where the browser put it, at the top, so the skip link stays the first stop.
 * Only a page reached by a navigation fades in: the page a visitor arrives on is painted at
 * once from its HTML (docs/prerendered-pages.md), and a fade would hold back its first paint.
 */
export function AccessibleLayout() {
  const { pathname, key } = useLocation();
  const { t, i18n } = useTranslation('accessible');
  const containerRef = useRef<HTMLDivElement>(null);
  const announcerRef = useRef<HTMLParagraphElement>(null);
  // React Router names the document's first history entry "default": that is an arrival.
  const arrivalPath = key === 'default' ? pathname : null;
  const focusedFor = useRef<string | null>(arrivalPath);
  const announcedFor = useRef<string | null>(arrivalPath);
  const [page, setPage] = useState<ReportedPage | null>(null);
  const onReport = useCallback((reported: ReportedPage) => setPage(reported), []);

  // A page whose code or copy is still on its way has no h1 yet: focus waits for its report.
  useEffect(() => {
    if (focusedFor.current === pathname) return;
    const heading = containerRef.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    focusedFor.current = pathname;
    heading.focus();
  }, [pathname, page]);

  // Said once the page has reported its title in the page's own language.
  const languageReady = i18n.language === LANGUAGE_TAGS[localeFromPath(pathname)];
  useEffect(() => {
    if (!page || page.pathname !== pathname || !languageReady || announcedFor.current === pathname) return;
    announcedFor.current = pathname;
    if (announcerRef.current) announcerRef.current.textContent = t('announcer.page', { title: page.title });
  }, [page, pathname, languageReady, t]);

  return (
    <div className="accessible" ref={containerRef}>
      <p
        className="accessible-visually-hidden"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        ref={announcerRef}
        data-testid="route-announcer"
      />
      <PageReportProvider onReport={onReport}>
        {/* A new element per page, so each page starts fresh and, after a navigation, fades in (unless reduced motion). */}
        <div className={arrivalPath === null ? 'accessible-page accessible-page--fade-in' : 'accessible-page'} key={pathname}>
          <Outlet />
        </div>
      </PageReportProvider>
    </div>
  );
}
