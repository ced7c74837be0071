import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CHAPTERS_BY_SECTION, SECTIONS, localizePath } from '@mission/content';
import { sectionPercent, useBusState, usePageTitle } from '@mission/shared';

/** Mission Select (foundation version): each branch and its chapters. */
export function MissionSelect() {
  const { t } = useTranslation(['common', 'army', 'navy', 'air']);
  const locale = useBusState('locale');
  const sectionProgress = useBusState('sectionProgress');
  usePageTitle(t('common:home.chooseBranch'));
  return (
    <section className="select" aria-labelledby="select-title">
      <h1 id="select-title" className="display">
        {t('common:home.chooseBranch')}
      </h1>
      <ul className="branch-list">
        {SECTIONS.map((section) => (
          <li key={section} className={`branch-card branch-card--${section}`}>
            <h2 className="branch-card__title">{t(`common:branches.${section}`)}</h2>
            <p className="branch-card__percent" data-testid={`percent-${section}`}>
              {t('common:progress.percentComplete', { percent: sectionPercent(sectionProgress, section) })}
            </p>
            <ol className="branch-card__chapters">
              {CHAPTERS_BY_SECTION[section].map((chapter) => (
                <li key={chapter}>
                  <Link to={localizePath(locale, `/${section}/${chapter}`)}>
                    {t(`${section}:chapters.${chapter}.title`)}
                  </Link>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
