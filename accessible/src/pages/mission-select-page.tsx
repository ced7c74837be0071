import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { CHAPTERS_BY_SECTION, SECTIONS, accessibleMissionOf, localizePath } from '@mission/content';
import { branchColourStyle, isChapterDone, isExperienceFinished, sectionPercent, useBusState } from '@mission/shared';
import { useAccessibleBus, useAccessibleLocale } from '../accessible-context';
import { PAGE_HEADING_ID, PageHeading, useAccessiblePageTitle } from '../layout/page-title';
import { ACCESSIBLE_ACCOMPLISHED_SLUG } from './accomplished-page';

/** /accessible: every branch with its percent, and its missions in play order; the ending page once all are complete. */
export function MissionSelectPage() {
  const { t } = useTranslation(['accessible', 'common', ...SECTIONS]);
  const locale = useAccessibleLocale();
  const sectionProgress = useBusState('sectionProgress', useAccessibleBus());
  const title = t('accessible:select.title');
  useAccessiblePageTitle(title);
  return (
    <section aria-labelledby={PAGE_HEADING_ID}>
      <PageHeading>{title}</PageHeading>
      <p className="accessible-lede">{t('accessible:select.lede')}</p>
      <p>
        <Link to={localizePath(locale, '/accessible/howto')}>{t('accessible:select.howtoLink')}</Link>
      </p>
      {isExperienceFinished(sectionProgress) ? (
        <p className="accessible-notice" data-testid="accessible-accomplished-link">
          <Link to={localizePath(locale, `/accessible/${ACCESSIBLE_ACCOMPLISHED_SLUG}`)}>{t('accessible:accomplished.link')}</Link>
        </p>
      ) : null}
      {SECTIONS.map((section) => (
        <section
          key={section}
          className="accessible-branch"
          style={branchColourStyle(section)}
          aria-labelledby={`accessible-branch-${section}`}
        >
          <h2 id={`accessible-branch-${section}`}>{t(`common:branches.${section}`)}</h2>
          <p className="accessible-branch__percent" data-testid={`percent-${section}`}>
            {t('common:progress.percentComplete', { percent: sectionPercent(sectionProgress, section) })}
          </p>
          <ol className="accessible-list accessible-branch__missions">
            {CHAPTERS_BY_SECTION[section].map((chapter) => {
              const mission = accessibleMissionOf(section, chapter);
              if (!mission) return null;
              return (
                <li key={chapter}>
                  <Link to={localizePath(locale, `/accessible/${mission[locale]}`)}>{t(`${section}:chapters.${chapter}.title`)}</Link>
                  {isChapterDone(sectionProgress, section, chapter) ? <span> ({t('accessible:select.completed')})</span> : null}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </section>
  );
}
