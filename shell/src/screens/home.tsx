import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@mission/content';
import { useBusState, usePageTitle } from '@mission/shared';

/** Start screen (foundation version): the promise, the way in, and the accessible version. */
export function Home() {
  const { t } = useTranslation('common');
  const locale = useBusState('locale');
  usePageTitle();
  return (
    <section className="home" aria-labelledby="home-title">
      <p className="eyebrow">{t('organisation')}</p>
      <h1 id="home-title" className="display">
        {t('home.title')}
      </h1>
      <p className="lede">{t('home.lede')}</p>
      <Link className="button button--primary" to={localizePath(locale, '/select')}>
        {t('home.chooseBranch')}
      </Link>
      <Link className="button button--quiet" to={localizePath(locale, '/accessible')}>
        {t('home.accessibleLink')}
      </Link>
      <p className="notice">{t('home.foundationNotice')}</p>
    </section>
  );
}
