import { useEffect } from 'react';
import { useNavigate } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { usePageTitle } from '@mission/shared';
import { useShellServices } from '../services/shell-services-context';
import { useGoOn } from './use-experience-flow';
import './screens.css';
import { useEnableZoom } from '../viewport/viewport-controller';

const STEPS = ['look', 'hotspots', 'compass'] as const;
/** The card set this page shows, as the app UI state's howToContent names it (docs/product-rules.md §3). */
export const HOW_TO_CONTENT = 'immersive';

/**
 * /how-to (docs/product-rules.md §2 "How It Works"): look around, tap hotspots, follow the compass. Finishing
 * it stores completedHowTo. Opened from the menu (which records urlAfterHowTo), it returns
 * there; otherwise it goes on with the way in.
 */
export function HowTo() {
  const { t } = useTranslation('common');
  const { persistent, ui } = useShellServices();
  const navigate = useNavigate();
  const goOn = useGoOn();
  const returnTo = ui.state.urlAfterHowTo;
  usePageTitle(t('screens.howTo.eyebrow'));
  useEnableZoom();
  useEffect(() => {
    ui.dispatch({ type: 'how-to-content-set', content: HOW_TO_CONTENT });
    return () => ui.dispatch({ type: 'how-to-content-set', content: null });
  }, [ui]);

  const finish = () => {
    persistent.setCompletedHowTo(true);
    if (returnTo) {
      ui.dispatch({ type: 'url-after-how-to-set', url: null });
      navigate(returnTo);
    } else {
      goOn('how-to');
    }
  };

  return (
    <section className="screen how-to" aria-labelledby="how-to-title">
      <p className="eyebrow">{t('screens.howTo.eyebrow')}</p>
      <h1 id="how-to-title" className="display display--long">
        {t('screens.howTo.title')}
      </h1>
      <ol className="how-to__steps">
        {STEPS.map((step, index) => (
          <li key={step} className={`how-to__step how-to__step--${step} screen__rise screen__rise--${index + 1}`}>
            <span className="how-to__icon" aria-hidden="true" />
            <h2 className="how-to__title">{t(`screens.howTo.${step}.title`)}</h2>
            <p className="how-to__body">{t(`screens.howTo.${step}.body`)}</p>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--primary" onClick={finish}>
        {returnTo ? t('screens.howTo.back') : t('screens.howTo.next')}
      </button>
    </section>
  );
}
