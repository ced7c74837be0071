import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from '@mission/shared/translation';

/** docs/product-rules.md §2: the page title is the page's own title followed by the product title. */
export function composePageTitle(pageTitle: string | undefined, productTitle: string): string {
  return pageTitle ? `${pageTitle} | ${productTitle}` : productTitle;
}

/**
 * Where a page rendered at build time reports its title (effects never run there, so
 * `document.title` is never set): the shell's prerender writes it into the HTML's <title>.
 * The innermost page reports last. Absent in the browser.
 */
export const PageTitleReportContext = createContext<((title: string) => void) | null>(null);

export function usePageTitle(pageTitle?: string): void {
  const { t } = useTranslation('common');
  const title = composePageTitle(pageTitle, t('productTitle'));
  useContext(PageTitleReportContext)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
