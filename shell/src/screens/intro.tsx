import { useTranslation } from '@mission/shared/translation';
import { usePageTitle } from '@mission/shared';
import { useGoOn } from './use-experience-flow';
import './screens.css';
import { useEnableZoom } from '../viewport/viewport-controller';

/** /intro: the briefing before the first mission (docs/product-rules.md §2 leaves its content to us). */
export function Intro() {
  const { t } = useTranslation('common');
  const goOn = useGoOn();
  usePageTitle(t('screens.intro.title'));
  useEnableZoom();
  return (
    <section className="screen intro" aria-labelledby="intro-title">
      <p className="eyebrow">{t('screens.intro.eyebrow')}</p>
      <h1 id="intro-title" className="display display--long screen__rise">
        {t('screens.intro.title')}
      </h1>
      <p className="lede screen__rise screen__rise--2">{t('screens.intro.body1')}</p>
      <p className="lede screen__rise screen__rise--3">{t('screens.intro.body2')}</p>
      <button type="button" className="button button--primary" onClick={() => goOn('intro')}>
        {t('screens.intro.next')}
      </button>
    </section>
  );
}
