import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { PAGE_LANGUAGES, SECTIONS, localizePath } from '@mission/content';
import { branchColourStyle, useBusState, usePageTitle } from '@mission/shared';
import './screens.css';
import { useEnableZoom } from '../viewport/viewport-controller';
import { ScenePicture } from '../scene-images/scene-picture';
import { heroChapterOf } from '../scene-images/scene-images';

/**
 * Start and language choice (docs/product-rules.md §2 "/"): the three branches in pictures of
 * their own scenes (scene-images/), the promise, then one button per language, each
 * in its own language, into /experience. Returning visitors go straight to Mission Select;
 * the accessible version is always one tap away.
 */
export function Home() {
  const { t } = useTranslation('common');
  const locale = useBusState('locale');
  usePageTitle();
  useEnableZoom();
  const start = (target: 'en' | 'fr') => `button ${target === locale ? 'button--primary' : 'button--outline'} home__start`;
  return (
    <section className="screen home" aria-labelledby="home-title">
      <div className="home__glow" aria-hidden="true" />
      <div className="home__scenes" aria-hidden="true">
        {SECTIONS.map((section) => (
          <div key={section} className="home__scene" style={branchColourStyle(section)}>
            <ScenePicture section={section} chapter={heroChapterOf(section)} kind="hero" sizes="(min-width: 36rem) 11rem, 31vw" priority />
            <span className="home__scene-label">{t(`branches.${section}`)}</span>
          </div>
        ))}
      </div>
      <p className="eyebrow">{t('home.eyebrow')}</p>
      <h1 id="home-title" className="display home__title">
        {t('home.title')}
      </h1>
      <p className="lede">{t('home.lede')}</p>
      <nav className="home__languages" aria-labelledby="home-language">
        <h2 id="home-language" className="screen__subhead">
          {t('home.languageChoice')}
        </h2>
        <Link className={start('en')} to={localizePath('en', '/experience')} lang={PAGE_LANGUAGES.en}>
          {t('home.startEnglish')}
        </Link>
        <Link className={start('fr')} to={localizePath('fr', '/experience')} lang={PAGE_LANGUAGES.fr}>
          {t('home.startFrench')}
        </Link>
      </nav>
      <p className="screen__aside">
        {t('home.returning')} <Link to={localizePath(locale, '/select')}>{t('home.chooseBranch')}</Link>
      </p>
      <Link className="button button--quiet" to={localizePath(locale, '/accessible')}>
        {t('home.accessibleLink')}
      </Link>
    </section>
  );
}
