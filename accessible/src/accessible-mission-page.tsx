import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { findAccessibleMission, localizePath } from '@mission/content';
import { useBusState, usePageTitle } from '@mission/shared';

/** /accessible/:slug — the dynamic accessible route; an unknown slug is the not-found page. */
export function AccessibleMissionPage() {
  const { slug = '' } = useParams();
  const locale = useBusState('locale');
  const { t } = useTranslation(['accessible', 'errors', 'common', 'army', 'navy', 'air']);
  const mission = findAccessibleMission(locale, slug);
  const title = mission
    ? t(`${mission.section}:chapters.${mission.chapter}.title`)
    : t('errors:notFound.message');
  usePageTitle(title);

  if (!mission) {
    return (
      <section className="error-page" aria-labelledby="accessible-missing">
        <p className="error-page__label">{t('errors:notFound.label')}</p>
        <h1 id="accessible-missing" className="error-page__title">
          {t('errors:notFound.message')}
        </h1>
        <Link className="button button--primary" to={localizePath(locale, '/accessible')}>
          {t('accessible:mission.back')}
        </Link>
      </section>
    );
  }
  return (
    <section className="select" aria-labelledby="accessible-mission">
      <p className="eyebrow">{t(`common:branches.${mission.section}`)}</p>
      <h1 id="accessible-mission" className="display">
        {title}
      </h1>
      <p className="lede">{t(`${mission.section}:chapters.${mission.chapter}.summary`)}</p>
      <p className="notice">{t('accessible:mission.placeholderNotice')}</p>
      <Link className="button" to={localizePath(locale, '/accessible')}>
        {t('accessible:mission.back')}
      </Link>
    </section>
  );
}
