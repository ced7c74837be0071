import { useRef } from 'react';
import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { CHAPTERS_BY_SECTION, SECTIONS, localizePath } from '@mission/content';
import { branchNames, isExperienceFinished, sectionPercent, useBusState, usePageTitle } from '@mission/shared';
import './screens.css';
import { useRemoteRegistry } from '../remotes/remote-registry-context';
import { useBranchLinkPrefetch, useRegistryBranchPrefetch } from '../prefetch/use-branch-link-prefetch';
import { useEnableZoom } from '../viewport/viewport-controller';

/** Mission Select (docs/product-rules.md §2 /select): each branch with its percent and its chapters; Mission Accomplished once all are done. */
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
            <li key={section} className={`branch-card branch-card--${section} screen__rise screen__rise--${index + 1}`}>
              <h2 className="branch-card__title">{t(`common:branches.${section}`)}</h2>
              <p className="branch-card__percent" data-testid={`percent-${section}`}>
                {t('common:progress.percentComplete', { percent })}
              </p>
              <div className="branch-card__bar" aria-hidden="true">
                <span style={{ width: `${percent}%` }} />
              </div>
              <ol className="branch-card__chapters" aria-label={t('common:screens.select.chapters', branchNames(t, section))}>
                {CHAPTERS_BY_SECTION[section].map((chapter) => (
                  <li key={chapter}>
                    <Link to={localizePath(locale, `/${section}/${chapter}`)}>{t(`${section}:chapters.${chapter}.title`)}</Link>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
