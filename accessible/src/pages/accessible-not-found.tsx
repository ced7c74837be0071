import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { localizePath } from '@mission/content';
import { useAccessibleLocale } from '../accessible-context';
import { PAGE_HEADING_ID, PageHeading, useAccessiblePageTitle } from '../layout/page-title';

/** An accessible address that names no page: the not-found page of docs/product-rules.md §8, in the page's language. */
export function AccessibleNotFound() {
  const { t } = useTranslation(['errors', 'accessible']);
  const locale = useAccessibleLocale();
  const message = t('errors:notFound.message');
  useAccessiblePageTitle(message);
  return (
    <section aria-labelledby={PAGE_HEADING_ID} data-testid="accessible-not-found">
      <p className="accessible-error__label">{t('errors:notFound.label')}</p>
      <PageHeading>{message}</PageHeading>
      <p>
        <Link to={localizePath(locale, '/accessible')}>{t('accessible:mission.back')}</Link>
      </p>
    </section>
  );
}
