import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS, localizePath, type Locale } from '@mission/content';
import { missionBus } from '@mission/shared';
import { useRouteAnalytics } from '../services/analytics/use-route-analytics';
import { otherLocalePath } from './other-locale-path';
import { Logo } from './logo';
import { AudioToggle } from './audio-toggle';
import { useRouteChangeAudioUnload } from '../services/audio/use-route-change-audio-unload';
import './shell-layout.css';

/** The frame around every page of one locale: header, language control, main area. */
export function ShellLayout({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  useRouteChangeAudioUnload();
  useRouteAnalytics();

  useEffect(() => {
    missionBus.setState('locale', locale);
    document.documentElement.lang = LANGUAGE_TAGS[locale];
    if (i18n.language !== LANGUAGE_TAGS[locale]) void i18n.changeLanguage(LANGUAGE_TAGS[locale]);
  }, [locale, i18n]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="shell-header">
        <Link to={localizePath(locale, '/')} className="shell-header__home">
          <Logo locale={locale} title={t('logoAlt')} />
        </Link>
        <AudioToggle />
        <Link
          className="shell-header__language"
          to={`${otherLocalePath(locale, pathname)}${search}${hash}`}
          lang={locale === 'en' ? 'fr-CA' : 'en-US'}
          aria-label={t('languageToggle.accessibleName')}
        >
          {t('languageToggle.label')}
        </Link>
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
