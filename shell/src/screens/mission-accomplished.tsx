import { Link, Navigate } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { localizePath } from '@mission/content';
import { isExperienceFinished, useBusState, usePageTitle } from '@mission/shared';
import './screens.css';
import { useEnableZoom } from '../viewport/viewport-controller';

/**
 * Mission Accomplished (docs/product-rules.md §1): once every chapter of every branch is done. Links to the
 * organisation's public site, to job openings (French pages in French) and back to the start.
 * Before that, the address leads to Mission Select.
 */
export function MissionAccomplished() {
  const { t } = useTranslation('common');
  const locale = useBusState('locale');
  const finished = isExperienceFinished(useBusState('sectionProgress'));
  usePageTitle(t('screens.accomplished.title'));
  useEnableZoom();
  if (!finished) return <Navigate to={localizePath(locale, '/select')} replace />;
  return (
    <section className="screen accomplished" aria-labelledby="accomplished-title">
      <div className="accomplished__medal" aria-hidden="true" />
      <p className="eyebrow">{t('screens.accomplished.eyebrow')}</p>
      <h1 id="accomplished-title" className="display">
        {t('screens.accomplished.title')}
      </h1>
      <p className="lede">{t('screens.accomplished.body')}</p>
      <a className="button button--primary" href={t('screens.accomplished.jobsUrl')} rel="noopener" target="_blank">
        {t('screens.accomplished.jobs')} <span className="visually-hidden">{t('screens.accomplished.external')}</span>
      </a>
      <a className="button button--outline" href={t('screens.accomplished.siteUrl')} rel="noopener" target="_blank">
        {t('screens.accomplished.site')} <span className="visually-hidden">{t('screens.accomplished.external')}</span>
      </a>
      <Link className="button button--quiet" to={localizePath(locale, '/')}>
        {t('screens.accomplished.restart')}
      </Link>
    </section>
  );
}
