import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { localizePath } from '@mission/content';
import { useAccessibleLocale } from '../accessible-context';
import { PAGE_HEADING_ID, PageHeading, useAccessiblePageTitle } from '../layout/page-title';

const MISSION_STEPS = ['scenario', 'trades', 'task', 'complete'] as const;
const IMMERSIVE_STEPS = ['look', 'hotspots', 'task'] as const;

/** /accessible/howto: how this version works, and what the immersive controls do, in words. */
export function HowToPage() {
  const { t } = useTranslation('accessible');
  const locale = useAccessibleLocale();
  const title = t('howto.title');
  useAccessiblePageTitle(title);
  return (
    <section aria-labelledby={PAGE_HEADING_ID}>
      <PageHeading>{title}</PageHeading>
      <p className="accessible-lede">{t('howto.lede')}</p>
      <section aria-labelledby="accessible-howto-mission">
        <h2 id="accessible-howto-mission">{t('howto.missionTitle')}</h2>
        <ol className="accessible-list">
          {MISSION_STEPS.map((step) => (
            <li key={step}>{t(`howto.missionSteps.${step}`)}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="accessible-howto-progress">
        <h2 id="accessible-howto-progress">{t('howto.progressTitle')}</h2>
        <p>{t('howto.progress')}</p>
      </section>
      <section aria-labelledby="accessible-howto-immersive">
        <h2 id="accessible-howto-immersive">{t('howto.immersiveTitle')}</h2>
        <ul className="accessible-list">
          {IMMERSIVE_STEPS.map((step) => (
            <li key={step}>{t(`howto.immersiveSteps.${step}`)}</li>
          ))}
        </ul>
      </section>
      <p>
        <Link to={localizePath(locale, '/accessible')}>{t('howto.start')}</Link>
      </p>
    </section>
  );
}
