import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { branchNames, usePageTitle } from '@mission/shared';
import { localizePath, type Locale, type Section } from '@mission/content';
import { useEnableZoom } from '../viewport/viewport-controller';

interface Props {
  section: Section;
  locale: Locale;
  retrying: boolean;
  onRetry: () => void;
}

/** Shell-owned page shown when a branch's remote cannot be loaded or mounted. */
export function BranchUnavailable({ section, locale, retrying, onRetry }: Props) {
  const { t } = useTranslation(['errors', 'common']);
  usePageTitle(t('errors:branchUnavailable.label'));
  useEnableZoom();
  return (
    <section className="error-page" aria-labelledby="branch-unavailable-title" data-testid="branch-unavailable">
      <p className="error-page__label">{t('errors:branchUnavailable.label')}</p>
      <h1 id="branch-unavailable-title" className="error-page__title">
        {t('errors:branchUnavailable.title', branchNames(t, section))}
      </h1>
      <p className="error-page__message">{t('errors:branchUnavailable.message')}</p>
      <div className="error-page__actions">
        <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
          {retrying ? t('errors:branchUnavailable.retrying') : t('errors:branchUnavailable.retry')}
        </button>
        <Link className="button" to={localizePath(locale, '/select')}>
          {t('errors:returnToExperience')}
        </Link>
        <Link className="button button--quiet" to={localizePath(locale, '/accessible')}>
          {t('errors:branchUnavailable.accessible')}
        </Link>
      </div>
    </section>
  );
}
