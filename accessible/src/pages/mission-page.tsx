import { useEffect, useState } from 'react';
import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { CHAPTERS_BY_SECTION, accessibleMissionOf, localizePath, type AccessibleMission } from '@mission/content';
import { branchNames, chapterPlace, isChapterDone, isExperienceFinished, sectionPercent, useBusState } from '@mission/shared';
import { useAccessibleBus, useAccessibleLocale } from '../accessible-context';
import { PageHeading, useAccessiblePageTitle } from '../layout/page-title';
import { BriefingTranscript, briefingLines } from './briefing-transcript';
import { MissionTask } from './mission-task';
import { ACCESSIBLE_ACCOMPLISHED_SLUG } from './accomplished-page';

/**
 * One mission as text: the situation, the three trades of the chapter (the same
 * copy as the immersive hotspots), the task as buttons, then the completion message.
 */
export function MissionPage({ mission }: { mission: AccessibleMission }) {
  const { section, chapter } = mission;
  const bus = useAccessibleBus();
  const locale = useAccessibleLocale();
  const { t } = useTranslation(['accessible', 'common', section]);
  const sectionProgress = useBusState('sectionProgress', bus);
  const title = t(`${section}:chapters.${chapter}.title`);
  const names = branchNames(t, section);
  const { branch } = names;
  useAccessiblePageTitle(title);

  // Said once, from what progress held on arrival: doing it again changes nothing.
  const [doneBefore] = useState(() => isChapterDone(bus.getState('sectionProgress'), section, chapter));
  useEffect(() => {
    bus.emit({ type: 'chapter.entered', ...chapterPlace(section, chapter) });
  }, [bus, section, chapter]);

  const chapters: readonly string[] = CHAPTERS_BY_SECTION[section];
  const number = chapters.indexOf(chapter) + 1;
  const nextChapter = chapters[number];
  const next = nextChapter ? accessibleMissionOf(section, nextChapter) : undefined;
  const selectPath = localizePath(locale, '/accessible');

  return (
    <>
      <article aria-labelledby="accessible-page-title" data-section={section} data-chapter={chapter}>
        <div>
          <p className="eyebrow">{t('accessible:mission.position', { branch, number, total: chapters.length })}</p>
          <PageHeading>{title}</PageHeading>
        </div>
        <p className="accessible-lede">{t(`${section}:chapters.${chapter}.summary`)}</p>
        {doneBefore ? <p className="accessible-notice">{t('accessible:mission.alreadyDone')}</p> : null}
        <section aria-labelledby="accessible-scenario-title">
          <h2 id="accessible-scenario-title">{t('accessible:mission.scenarioHeading')}</h2>
          <p>{t(`accessible:missions.${section}.${chapter}.scenario`)}</p>
          <BriefingTranscript lines={briefingLines(t(`${section}:${chapter}.captions`, { returnObjects: true }))} />
        </section>
        <section aria-labelledby="accessible-trades-title">
          <h2 id="accessible-trades-title">{t('accessible:mission.tradesHeading')}</h2>
          <ul className="accessible-trades">
            {mission.trades.map((trade) => (
              <li key={trade}>
                <h3>{t(`${section}:trades.${trade}.title`)}</h3>
                <p>{t(`${section}:trades.${trade}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <MissionTask
          mission={mission}
          completion={
            <>
              <p>{t(`accessible:missions.${section}.${chapter}.task.complete`)}</p>
              <p data-testid="mission-percent">
                {t('accessible:mission.progress', { ...names, percent: sectionPercent(sectionProgress, section) })}
              </p>
              {next ? (
                <p>
                  <Link to={localizePath(locale, `/accessible/${next[locale]}`)}>
                    {t('accessible:mission.next', { title: t(`${section}:chapters.${next.chapter}.title`) })}
                  </Link>
                </p>
              ) : (
                <p>{t('accessible:mission.branchDone', names)}</p>
              )}
              {isExperienceFinished(sectionProgress) ? (
                <p>
                  <Link to={localizePath(locale, `/accessible/${ACCESSIBLE_ACCOMPLISHED_SLUG}`)}>{t('accessible:accomplished.link')}</Link>
                </p>
              ) : null}
            </>
          }
        />
        <p>
          <Link to={selectPath}>{t('accessible:mission.back')}</Link>
        </p>
      </article>
    </>
  );
}
