import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ACCESSIBLE_NAVIGATION, isSafeNavigationUrl, isSameSitePath, type Locale, type NavigationLink, type NavigationMenu } from '@mission/content';
import { sectionPercent, type SectionProgress } from '@mission/shared';
import { trapTab } from './focusable-elements';
import './accessible-menu.css';

export interface AccessibleMenuProps {
  locale: Locale;
  /** The current path, to mark the current page's link. */
  pathname: string;
  sectionProgress: SectionProgress;
  /** Content-managed entries; the accessible menu of the locale by default. */
  navigation?: NavigationMenu;
}

/**
 * The accessible mode's menu (spec 2): a toggle, then a plain full-screen list of the
 * sections, their numbered missions and each branch's percent. No video, no animation.
 * On open, focus goes to its first button (Close); Tab stays inside while it is open;
 * Escape or Close shuts it and gives focus back to the toggle.
 */
export function AccessibleMenu({ locale, pathname, sectionProgress, navigation = ACCESSIBLE_NAVIGATION[locale] }: AccessibleMenuProps) {
  const { t } = useTranslation(['accessible', 'common']);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  const returnFocus = useRef(false);

  const closeAndReturnFocus = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) {
      // Once the panel and its listeners are gone, focus goes back to the toggle.
      if (returnFocus.current) toggleRef.current?.focus();
      returnFocus.current = false;
      return undefined;
    }
    closeRef.current?.focus();
    const doc = panelRef.current?.ownerDocument ?? document;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeAndReturnFocus();
      } else if (panelRef.current) {
        trapTab(panelRef.current, event);
      }
    };
    // Focus that lands outside the open menu (a click past it, assistive technology) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) closeRef.current?.focus();
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
    };
  }, [open, closeAndReturnFocus]);

  // A link to the page already shown changes nothing, so focus goes back to the toggle;
  // any other link starts a navigation, and the new page's heading takes focus.
  const onFollow = (url: string) => {
    if (url === pathname) closeAndReturnFocus();
    else setOpen(false);
  };

  return (
    <div className="accessible-menu">
      <div className="accessible-menu__bar">
        <button
          ref={toggleRef}
          type="button"
          className="accessible-menu__toggle"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(true)}
        >
          <svg className="accessible-menu__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('accessible:menu.toggle')}
        </button>
      </div>
      {open ? (
        <div ref={panelRef} id={panelId} className="accessible-menu__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <div className="accessible-menu__content">
            <div className="accessible-menu__top">
              <h2 id={titleId}>{t('accessible:menu.title')}</h2>
              <button ref={closeRef} type="button" className="accessible-menu__close" onClick={closeAndReturnFocus}>
                {t('accessible:menu.close')}
              </button>
            </div>
            <nav aria-labelledby={titleId}>
              <ul className="accessible-menu__entries">
                {navigation.entries.map((entry) => (
                  <li key={entry.slug}>
                    {entry.chapters || !entry.url ? (
                      <h3 className="accessible-menu__section">
                        {entry.url ? <MenuLink link={{ slug: entry.slug, title: entry.title, url: entry.url }} pathname={pathname} onFollow={onFollow} /> : entry.title}
                      </h3>
                    ) : (
                      <MenuLink link={{ slug: entry.slug, title: entry.title, url: entry.url }} pathname={pathname} onFollow={onFollow} />
                    )}
                    {entry.section ? (
                      <p className="accessible-menu__percent" data-testid={`menu-percent-${entry.section}`}>
                        {t('common:progress.percentComplete', { percent: sectionPercent(sectionProgress, entry.section) })}
                      </p>
                    ) : null}
                    {entry.chapters ? (
                      <ul className="accessible-menu__chapters">
                        {entry.chapters.map((chapter, index) => (
                          <li key={chapter.slug}>
                            <MenuLink link={{ ...chapter, title: `${index + 1}. ${chapter.title}` }} pathname={pathname} onFollow={onFollow} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </nav>
            <ul className="accessible-menu__footer">
              {navigation.footerLinks.map((link) => (
                <li key={link.slug}>
                  <MenuLink link={link} pathname={pathname} onFollow={onFollow} />
                </li>
              ))}
            </ul>
            <p className="accessible-menu__copyright">{navigation.copyright}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A same-site path goes through the router; an https address is a plain link; anything else is not shown as a link. */
function MenuLink({ link, pathname, onFollow }: { link: NavigationLink; pathname: string; onFollow: (url: string) => void }) {
  if (!isSafeNavigationUrl(link.url)) {
    console.warn(`[accessible menu] "${link.slug}" has an unsafe url and is shown as text.`);
    return <span>{link.title}</span>;
  }
  if (!isSameSitePath(link.url)) {
    return (
      <a href={link.url} rel="noopener noreferrer" onClick={() => onFollow(link.url)}>
        {link.title}
      </a>
    );
  }
  const current = link.url === pathname;
  return (
    <Link to={link.url} aria-current={current ? 'page' : undefined} onClick={() => onFollow(link.url)}>
      {current ? (
        <span className="accessible-menu__pointer" aria-hidden="true">
          ▸
        </span>
      ) : null}
      {link.title}
    </Link>
  );
}
