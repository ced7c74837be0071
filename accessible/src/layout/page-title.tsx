import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from '@mission/shared/routing';
import { usePageTitle } from '@mission/shared';

/** The title a page reported, with the path it reported it for. */
export interface ReportedPage {
  pathname: string;
  title: string;
}

const PageReportContext = createContext<(page: ReportedPage) => void>(() => undefined);

export function PageReportProvider({ onReport, children }: { onReport: (page: ReportedPage) => void; children: ReactNode }) {
  return <PageReportContext.Provider value={onReport}>{children}</PageReportContext.Provider>;
}

/**
 * Every accessible page calls this once: it sets the document title (docs/product-rules.md §2: the page's
 * title, then the product's) and tells the layout, which announces the new page.
 */
export function useAccessiblePageTitle(title: string): void {
  usePageTitle(title);
  const report = useContext(PageReportContext);
  const { pathname } = useLocation();
  useEffect(() => {
    report({ pathname, title });
  }, [report, pathname, title]);
}

/** The id of every accessible page's one h1, which receives focus after a navigation. */
export const PAGE_HEADING_ID = 'accessible-page-title';

/** The page's one h1; focusable by script only, so a navigation can move focus to it. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 id={PAGE_HEADING_ID} className="accessible-title" tabIndex={-1}>
      {children}
    </h1>
  );
}
