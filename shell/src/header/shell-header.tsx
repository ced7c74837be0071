import type { Ref } from 'react';
import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import { PAGE_LANGUAGES, localizePath, type Locale } from '@mission/content';
import { AudioToggle } from './audio-toggle';
import { GovernmentSignature } from './government-signature';
import type { HeaderControls } from '../lib/header-rules';
import { MenuToggle } from './menu-toggle';
import './shell-header.css';

export interface ShellHeaderProps {
  locale: Locale;
  controls: HeaderControls;
  /** The same page in the other language, query and hash kept. */
  otherLocaleHref: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onLanguageChange?: () => void;
  menuToggleRef?: Ref<HTMLButtonElement>;
}

/**
 * The global header (docs/product-rules.md §2): the Government of Canada signature (the
 * page's language first), the language control, then the buttons the rules allow. While an interstitial plays it is hidden and inert, so
 * neither a tap nor the keyboard reaches it.
 */
export function ShellHeader({
  locale,
  controls,
  otherLocaleHref,
  menuOpen,
  onToggleMenu,
  onLanguageChange,
  menuToggleRef,
}: ShellHeaderProps) {
  const { t } = useTranslation('common');
  // Beside the sound and menu buttons the language control says "FR" / "EN", as Canada.ca's
  // does on a phone, so the signature keeps its words on a 360 px screen (docs/decisions.md).
  const shortLanguageLabel = controls.audioToggle || controls.menuToggle !== 'hidden';
  return (
    <header
      className={`shell-header${controls.slim ? ' shell-header--slim' : ''}${controls.visible ? '' : ' shell-header--hidden'}`}
      inert={!controls.visible || menuOpen}
      data-testid="shell-header"
    >
      <div className="shell-header__brand">
        <Link to={localizePath(locale, '/')} className="shell-header__home">
          <GovernmentSignature locale={locale} />
        </Link>
      </div>
      <div className="shell-header__controls">
        {controls.languageControl ? (
          <Link
            className={`shell-header__language${shortLanguageLabel ? ' shell-header__language--short' : ''}`}
            to={otherLocaleHref}
            lang={PAGE_LANGUAGES[locale === 'en' ? 'fr' : 'en']}
            // The visible label leads the name (WCAG 2.5.3, label in name): "FR, lire cette page en français".
            aria-label={t(shortLanguageLabel ? 'languageToggle.shortAccessibleName' : 'languageToggle.accessibleName')}
            onClick={onLanguageChange}
          >
            {t(shortLanguageLabel ? 'languageToggle.short' : 'languageToggle.label')}
          </Link>
        ) : null}
        {controls.audioToggle ? <AudioToggle /> : null}
        {controls.menuToggle !== 'hidden' ? (
          <MenuToggle ref={menuToggleRef} open={menuOpen} disabled={controls.menuToggle === 'disabled'} onToggle={onToggleMenu} />
        ) : null}
      </div>
    </header>
  );
}
