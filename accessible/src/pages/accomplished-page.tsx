import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { SECTIONS, localizePath } from '@mission/content';
import { allBadges, ChapterBadge, isExperienceFinished, useBusState } from '@mission/shared';
import { useAccessibleBus, useAccessibleLocale } from '../accessible-context';
import { PAGE_HEADING_ID, PageHeading, useAccessiblePageTitle } from '../layout/page-title';

/** The ending page's address under /accessible (the same in both languages, as the immersive one's). */
export const ACCESSIBLE_ACCOMPLISHED_SLUG = 'mission-accomplished';

/**
 * /accessible/mission-accomplished: the accessible version's own ending (docs/product-rules.md, Mission Accomplished), once every
 * mission of every branch is complete: the words of Mission Accomplished, the nine badges
 * earned (each named), jobs, the public site and the way back. Before that it says what is
 * left, in words, and leads back to mission select, rather than sending the visitor elsewhere.
 */
export function AccomplishedPage() {
  const { t } = useTranslation(['accessible', 'common', ...SECTIONS]);
  const locale = useAccessibleLocale();
  const progress = useBusState('sectionProgress', useAccessibleBus());
  const finished = isExperienceFinished(progress);
  const title = finished ? t('common:screens.accomplished.title') : t('accessible:accomplished.notYetTitle');
  useAccessiblePageTitle(title);
  const badges = allBadges(progress);
  return (
    <section aria-labelledby={PAGE_HEADING_ID} data-testid="accessible-accomplished" data-finished={finished}>
      <PageHeading>{title}</PageHeading>
      {finished ? (
        <>
          <p className="accessible-lede">{t('common:screens.accomplished.body')}</p>
          <h2>{t('common:badges.title')}</h2>
          <ul className="accessible-badges">
            {badges.map(({ section, chapter }) => (
              <li key={`${section}-${chapter}`}>
                <ChapterBadge
                  section={section}
                  chapter={chapter}
                  size={56}
                  idPrefix="accessible"
                  title={t('common:badges.name', { mission: t(`${section}:chapters.${chapter}.title`) })}
                />
              </li>
            ))}
          </ul>
          <ul className="accessible-list">
            <li>
              <a href={t('common:screens.accomplished.jobsUrl')} rel="noopener" target="_blank">
                {t('common:screens.accomplished.jobs')} {t('common:screens.accomplished.external')}
              </a>
            </li>
            <li>
              <a href={t('common:screens.accomplished.siteUrl')} rel="noopener" target="_blank">
                {t('common:screens.accomplished.site')} {t('common:screens.accomplished.external')}
              </a>
            </li>
          </ul>
        </>
      ) : (
        <p className="accessible-lede">{t('accessible:accomplished.notYet', { count: badges.filter((badge) => !badge.earned).length })}</p>
      )}
      <p>
        <Link to={localizePath(locale, '/accessible')}>{t('accessible:mission.back')}</Link>
      </p>
    </section>
  );
}
