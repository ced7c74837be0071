import { Link, Navigate } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { SECTIONS, localizePath } from '@mission/content';
import { branchNames, isExperienceFinished, useBusState, usePageTitle } from '@mission/shared';
import './screens.css';
import '../rewards/rewards.css';
import { useEnableZoom } from '../viewport/viewport-controller';
import { Insignia } from '../rewards/insignia';
import { ShareButton } from '../rewards/share-button';
import { TradesMetList } from '../rewards/trades-met-list';
import { tradesMetEverywhere } from '../rewards/trades-met-everywhere';
import { shareImagePath } from '../lib/share-image-path';

/**
 * Mission Accomplished (docs/product-rules.md §1): once every chapter of every branch is done.
 * The experience's insignia, the title and a way to share it on the first screen (the medal,
 * the page's share image: docs/prerendered-pages.md, goes as the picture), the three branches'
 * insignia, the trades met across all branches, then links to the
 * organisation's public site, to job openings (French pages in French) and back to the start.
 * Before that, the address leads to Mission Select.
 */
export function MissionAccomplished() {
  const { t } = useTranslation(['common', ...SECTIONS]);
  const locale = useBusState('locale');
  const progress = useBusState('sectionProgress');
  const finished = isExperienceFinished(progress);
  usePageTitle(t('screens.accomplished.title'));
  useEnableZoom();
  if (!finished) return <Navigate to={localizePath(locale, '/select')} replace />;
  const pagePath = localizePath(locale, '/mission-accomplished');
  const url = typeof window === 'undefined' ? pagePath : new URL(pagePath, window.location.origin).href;
  return (
    <section className="screen accomplished" aria-labelledby="accomplished-title">
      <div className="accomplished__insignia">
        <Insignia
          kind="all"
          ringLabel={t('screens.accomplished.ringLabel')}
          title={t('screens.accomplished.insignia')}
          size={176}
          idPrefix="accomplished"
        />
      </div>
      <p className="eyebrow">{t('screens.accomplished.eyebrow')}</p>
      <h1 id="accomplished-title" className="display">
        {t('screens.accomplished.title')}
      </h1>
      {/* On the first screen, with the medal (the page's share image) as the picture shared. */}
      <ShareButton
        target={{ title: t('screens.accomplished.title'), text: t('screens.accomplished.shareText'), url }}
        label={t('screens.accomplished.share')}
        copiedMessage={t('screens.accomplished.shareCopied')}
        unavailableMessage={t('screens.accomplished.shareUnavailable')}
        image={{
          url: shareImagePath('accomplished', locale),
          fileName: `${t('screens.accomplished.ringLabel')}.png`,
          saveLabel: t('screens.accomplished.saveImage'),
        }}
      />
      <p className="lede">{t('screens.accomplished.body')}</p>
      <ul className="accomplished__branches">
        {SECTIONS.map((section) => (
          <li key={section}>
            <Insignia
              kind={section}
              ringLabel={t('insignia.ringLabel.branch')}
              title={t('screens.accomplished.branchInsignia', branchNames(t, section))}
              size={72}
              idPrefix="accomplished-branch"
            />
          </li>
        ))}
      </ul>
      <a className="button button--primary" href={t('screens.accomplished.jobsUrl')} rel="noopener" target="_blank">
        {t('screens.accomplished.jobs')} <span className="visually-hidden">{t('screens.accomplished.external')}</span>
      </a>
      <section className="accomplished__trades" aria-labelledby="accomplished-trades-title">
        <h2 id="accomplished-trades-title">{t('screens.accomplished.tradesTitle')}</h2>
        <p>{t('screens.accomplished.tradesLede')}</p>
        <TradesMetList branches={tradesMetEverywhere(progress, locale)} newTabHint={t('screens.accomplished.newTab')} />
      </section>
      <a className="button button--outline" href={t('screens.accomplished.siteUrl')} rel="noopener" target="_blank">
        {t('screens.accomplished.site')} <span className="visually-hidden">{t('screens.accomplished.external')}</span>
      </a>
      <Link className="button button--quiet" to={localizePath(locale, '/')}>
        {t('screens.accomplished.restart')}
      </Link>
    </section>
  );
}
