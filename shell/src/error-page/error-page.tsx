import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { localizePath } from '@mission/content';
import { useBusState, usePageTitle } from '@mission/shared';
import { useEnableZoom } from '../viewport/viewport-controller';

export type ErrorKind = 'notFound' | 'generic';

interface ErrorPageProps {
  /** Which defaults from copy (docs/product-rules.md §8): not found (404) or generic (500, the default). */
  kind?: ErrorKind;
  /** Overrides of the defaults, for pages that say more (e.g. branch unavailable). */
  label?: string;
  title?: string;
  message?: string;
}

/**
 * docs/product-rules.md §2 "Error page": a label (404 or 500 by default), a message and "Return to the
 * experience" to /select. The page title is the message (status-appropriate: "This page
 * doesn't exist", "Something went wrong...") followed by the product title.
 */
export function ErrorPage({ kind = 'generic', label, title, message }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const locale = useBusState('locale');
  const shownLabel = label ?? t(`${kind}.label`);
  const shownMessage = message ?? t(`${kind}.message`);
  usePageTitle(title ?? shownMessage);
  useEnableZoom();
  return (
    <section className="screen error-page" aria-labelledby="error-page-title" data-testid={`error-page-${kind}`}>
      <p className="error-page__label">{shownLabel}</p>
      <h1 id="error-page-title" className="error-page__title">
        {title ?? shownMessage}
      </h1>
      {title ? <p className="error-page__message">{shownMessage}</p> : null}
      <div className="error-page__actions">
        <Link className="button button--primary" to={localizePath(locale, '/select')}>
          {t('returnToExperience')}
        </Link>
      </div>
    </section>
  );
}
