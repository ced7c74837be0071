import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ACCESSIBLE_MISSIONS, SECTIONS, localizePath } from '@mission/content';
import { useBusState, usePageTitle } from '@mission/shared';

/** /accessible: every mission by branch (preview until the text missions land). */
export function AccessibleMissionSelect() {
  const { t } = useTranslation(['accessible', 'common', 'army', 'navy', 'air']);
  const locale = useBusState('locale');
  usePageTitle(t('accessible:select.title'));
  return (
    <section className="select" aria-labelledby="accessible-title">
      <h1 id="accessible-title" className="display">
        {t('accessible:select.title')}
      </h1>
      <p className="lede">{t('accessible:select.lede')}</p>
      <p className="notice">{t('accessible:select.placeholderNotice')}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`accessible-${section}`} className={`branch-card branch-card--${section}`}>
          <h2 id={`accessible-${section}`} className="branch-card__title">
            {t(`common:branches.${section}`)}
          </h2>
          <ul className="branch-card__chapters">
            {ACCESSIBLE_MISSIONS.filter((mission) => mission.section === section).map((mission) => (
              <li key={mission.en}>
                <Link to={localizePath(locale, `/accessible/${mission[locale]}`)}>
                  {t(`${section}:chapters.${mission.chapter}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
