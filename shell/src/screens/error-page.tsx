import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@mission/content';
import { useBusState, usePageTitle } from '@mission/shared';

interface ErrorPageProps {
  /** Defaults to the generic error (500) from copy. */
  label?: string;
  title?: string;
  message?: string;
}

/** Spec 2 "Error page": a label, a message and "Return to the experience" (to /select). */
export function ErrorPage({ label, title, message }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const locale = useBusState('locale');
  const shownLabel = label ?? t('generic.label');
  usePageTitle(title ?? shownLabel);
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <p className="error-page__label">{shownLabel}</p>
      <h1 id="error-page-title" className="error-page__title">
        {title ?? message ?? t('generic.message')}
      </h1>
      {title ? <p className="error-page__message">{message ?? t('generic.message')}</p> : null}
      <div className="error-page__actions">
        <Link className="button button--primary" to={localizePath(locale, '/select')}>
          {t('returnToExperience')}
        </Link>
      </div>
    </section>
  );
}
