import { Suspense, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { LANGUAGE_TAGS, PAGE_LANGUAGES, stripLocale, type Locale } from '@mission/content';
import { hostBus } from '@mission/shared';
import { headerControls, isAccessiblePath } from '../lib/header-rules';
import { MenuToggleDisabledRequestContext } from '../header/header-requests';
import { ShellHeader } from '../header/shell-header';
import { ShellMenu, preloadMenu } from '../menu/lazy-shell-menu';
import { useRouteAnalytics } from '../services/analytics/use-route-analytics';
import { shellAnalytics } from '../services/analytics/shell-analytics';
import { useRouteChangeAudioUnload } from '../services/audio/use-route-change-audio-unload';
import { useShellServices } from '../services/shell-services-context';
import { FADE_IN_MS, FADE_OUT_MS } from '../transitions/page-transition';
import { usePageTransitionPhase } from '../transitions/transition-router';
import { usePreloadOnNavigation } from '../transitions/use-preload-on-navigation';
import { useReducedMotion } from '@mission/shared';
import { ViewportController } from '../viewport/viewport-controller';
import { otherLocalePath } from './other-locale-path';
import { useAppUiState } from './use-app-ui-state';
import './shell-layout.css';

const FADE_DURATIONS = { '--fade-out-ms': `${FADE_OUT_MS}ms`, '--fade-in-ms': `${FADE_IN_MS}ms` } as CSSProperties;

/** The frame around every page of one locale: header, menu, the main area and its fades, the viewport. */
export function ShellLayout({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  const { ui, trackingChoice } = useShellServices();
  useRouteChangeAudioUnload();
  useRouteAnalytics();

  const menuOpen = useAppUiState(ui, (state) => state.menuOpened);
  const interstitialPlaying = useAppUiState(ui, (state) => state.interstitialPlaying);
  const [menuToggleDisabledByPage, setMenuToggleDisabledByPage] = useState(false);
  const reducedMotion = useReducedMotion();
  const phase = usePageTransitionPhase();
  usePreloadOnNavigation(preloadMenu);
  const path = stripLocale(pathname);
  const accessible = isAccessiblePath(path);
  // A page's request ends with it (useDisableMenuToggle's cleanup); outside /accessible none counts.
  const controls = headerControls({
    path,
    locale,
    menuOpen,
    interstitialPlaying,
    menuToggleDisabledByPage: accessible && menuToggleDisabledByPage,
  });

  useEffect(() => {
    hostBus.setState('locale', locale);
    document.documentElement.lang = PAGE_LANGUAGES[locale];
    if (i18n.language !== LANGUAGE_TAGS[locale]) void i18n.changeLanguage(LANGUAGE_TAGS[locale]);
  }, [locale, i18n]);

  // Closing gives focus back to the toggle (docs/product-rules.md §4), once the menu has gone.
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (menuOpen || !returnFocus.current) return;
    returnFocus.current = false;
    menuToggleRef.current?.focus();
  }, [menuOpen]);

  const closeMenu = useCallback(
    ({ returnFocus: giveBack }: { returnFocus: boolean }) => {
      if (!ui.state.menuOpened) return;
      returnFocus.current = giveBack;
      ui.dispatch({ type: 'menu-set', open: false });
      shellAnalytics.track('Menu Close', { from_path: pathname });
    },
    [ui, pathname],
  );
  const toggleMenu = () => {
    if (ui.state.menuOpened) {
      closeMenu({ returnFocus: true });
      return;
    }
    ui.dispatch({ type: 'menu-set', open: true });
    shellAnalytics.track('Menu Open', { from_path: pathname });
  };

  // A page change (back button, a link in the page) never leaves the menu open over the new page.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (ui.state.menuOpened) ui.dispatch({ type: 'menu-set', open: false });
    // A chapter left with a trade's card open says nothing more: its overlay went with it.
    ui.dispatch({ type: 'hotspot-closed' });
  }, [pathname, ui]);

  const mainClass = `shell-main${phase === 'idle' ? '' : ` shell-main--fade-${phase}`}`;

  return (
    <ViewportController accessible={accessible}>
      <MenuToggleDisabledRequestContext.Provider value={setMenuToggleDisabledByPage}>
        <div className={phase === 'idle' ? 'shell' : 'shell shell--navigating'}>
          <a className="skip-link" href="#main" inert={menuOpen}>
            {t('skipToContent')}
          </a>
          <ShellHeader
            locale={locale}
            controls={controls}
            otherLocaleHref={`${otherLocalePath(locale, pathname)}${search}${hash}`}
            menuOpen={menuOpen}
            onToggleMenu={toggleMenu}
            menuToggleRef={menuToggleRef}
          />
          <main id="main" className={mainClass} style={FADE_DURATIONS} tabIndex={-1} inert={menuOpen}>
            <Outlet />
          </main>
          {menuOpen ? (
            <Suspense fallback={null}>
              <ShellMenu
                locale={locale}
                mode={accessible ? 'accessible' : 'immersive'}
                pathname={pathname}
                search={search}
                ui={ui}
                trackingChoice={trackingChoice}
                onClose={closeMenu}
                reducedMotion={reducedMotion}
              />
            </Suspense>
          ) : null}
        </div>
      </MenuToggleDisabledRequestContext.Provider>
    </ViewportController>
  );
}
