import { useEffect } from 'react';
import { useTranslation } from '@mission/shared/translation';

/** docs/product-rules.md §2: the page title is the page's own title followed by the product title. */
export function composePageTitle(pageTitle: string | undefined, productTitle: string): string {
  return pageTitle ? `${pageTitle} | ${productTitle}` : productTitle;
}

export function usePageTitle(pageTitle?: string): void {
  const { t } = useTranslation('common');
  const productTitle = t('productTitle');
  useEffect(() => {
    document.title = composePageTitle(pageTitle, productTitle);
  }, [pageTitle, productTitle]);
}
