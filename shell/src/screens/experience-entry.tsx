import { useEffect } from 'react';
import { useNavigate } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { localizePath } from '@mission/content';
import { useBusState, usePageTitle } from '@mission/shared';
import { useShellServices } from '../services/shell-services-context';
import { useStoreState } from '../gates/use-store-state';
import { useGoOn } from './use-experience-flow';
import './screens.css';

/**
 * /experience: the entry. A computer (window not mobile; the check is skipped in development
 * like every non-functional check) goes to /desktop; a phone has passed the device gates in
 * front of this page and goes on to the first step not done (see experience-flow.ts).
 */
export function ExperienceEntry() {
  const { t } = useTranslation('common');
  const locale = useBusState('locale');
  const navigate = useNavigate();
  const goOn = useGoOn();
  const { device } = useShellServices();
  const { windowTooLarge } = useStoreState(device);
  usePageTitle(t('screens.experience.title'));

  useEffect(() => {
    if (windowTooLarge) navigate(localizePath(locale, '/desktop'), { replace: true });
    else goOn('experience', { replace: true });
  }, [windowTooLarge, navigate, locale, goOn]);

  return (
    <section className="screen screen--center" aria-labelledby="experience-title" aria-busy="true">
      <h1 id="experience-title" className="display">
        {t('screens.experience.title')}
      </h1>
      <p className="lede">{t('screens.experience.message')}</p>
    </section>
  );
}
