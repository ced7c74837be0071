import { useRef } from 'react';
import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { CHAPTERS_BY_SECTION, SECTIONS, localizePath } from '@mission/content';
import {
  branchBadges,
  branchColourStyle,
  branchNames,
  ChapterBadge,
  isChapterDone,
  isExperienceFinished,
  sectionPercent,
  useBusState,
  usePageTitle,
} from '@mission/shared';
import './screens.css';
import { useRemoteRegistry } from '../remotes/remote-registry-context';
import { useBranchLinkPrefetch, useRegistryBranchPrefetch } from '../prefetch/use-branch-link-prefetch';
import { useEnableZoom } from '../viewport/viewport-controller';
import { Insignia } from '../rewards/insignia';
import { ScenePicture } from '../scene-images/scene-picture';

/**
 * Mission Select (docs/product-rules.md §2 /select): each branch with its insignia, its percent,
 * the chapters' badges collected so far (earned from the progress kept) and its chapters as
 * pictures of their own opening frames (scene-images/), a check on each chapter done; Mission
 * Accomplished once all are done.
 */
export function MissionSelect() {
  const { t } = useTranslation(['common', ...SECTIONS]);
  const locale = useBusState('locale');
  const sectionProgress = useBusState('sectionProgress');
  usePageTitle(t('common:home.chooseBranch'));
  useEnableZoom();
  // Remote discovery starts here, where every branch is one tap away (not on the first screen).
  useRemoteRegistry();
  // Its chapter links prefetch their remote once near the viewport and the page idle.
  const branches = useRef<HTMLUListElement>(null);
  useBranchLinkPrefetch(branches, useRegistryBranchPrefetch());
  return (
    <section className="screen select" aria-labelledby="select-title">
      <p className="eyebrow">{t('common:screens.select.eyebrow')}</p>
      <h1 id="select-title" className="display">
        {t('common:home.chooseBranch')}
      </h1>
      {isExperienceFinished(sectionProgress) ? (
        <p className="notice notice--success" data-testid="experience-finished">
          {t('common:screens.select.accomplished')}{' '}
          <Link to={localizePath(locale, '/mission-accomplished')}>{t('common:screens.select.accomplishedLink')}</Link>
        </p>
      ) : null}
      <ul className="branch-list" ref={branches}>
        {SECTIONS.map((section, index) => {
          const percent = sectionPercent(sectionProgress, section);
          return (
            <li key={section} className={`branch-card screen__rise screen__rise--${index + 1}`} style={branchColourStyle(section)}>
              <div className="branch-card__head">
                <Insignia kind={section} ringLabel={t(`common:branches.${section}`)} size={56} idPrefix="select" />
                <div>
                  <h2 className="branch-card__title">{t(`common:branches.${section}`)}</h2>
                  <p className="branch-card__percent" data-testid={`percent-${section}`}>
                    {t('common:progress.percentComplete', { percent })}
                  </p>
                </div>
              </div>
              <div className="branch-card__bar" aria-hidden="true">
                <span style={{ width: `${percent}%` }} />
              </div>
              <ul className="branch-card__badges" aria-label={t('common:badges.title')} data-testid={`badges-${section}`}>
                {branchBadges(sectionProgress, section).map(({ chapter, earned }) => (
                  <li key={chapter}>
                    <ChapterBadge
                      section={section}
                      chapter={chapter}
                      earned={earned}
                      size={40}
                      idPrefix="select"
                      title={t(earned ? 'common:badges.name' : 'common:badges.locked', {
                        mission: t(`${section}:chapters.${chapter}.title`),
                      })}
                    />
                  </li>
                ))}
              </ul>
              <ol className="branch-card__chapters" aria-label={t('common:screens.select.chapters', branchNames(t, section))}>
                {CHAPTERS_BY_SECTION[section].map((chapter) => {
                  const done = isChapterDone(sectionProgress, section, chapter as never);
                  return (
                    <li key={chapter} className={done ? 'chapter-tile chapter-tile--done' : 'chapter-tile'}>
                      <Link className="chapter-tile__link" to={localizePath(locale, `/${section}/${chapter}`)}>
                        <ScenePicture section={section} chapter={chapter} kind="thumbnail" sizes="(min-width: 36rem) 10rem, 30vw" />
                        <span className="chapter-tile__title">{t(`${section}:chapters.${chapter}.title`)}</span>
                        {done ? (
                          <span className="chapter-tile__done" data-testid={`done-${section}-${chapter}`}>
                            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                              <path d="M5 12.5 L10 17.5 L19 7" />
                            </svg>
                            <span className="visually-hidden">{t('common:screens.select.done')}</span>
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
