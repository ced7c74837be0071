import { useEffect, useId, useReducer, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { Link } from '@mission/shared/routing';
import { useTranslation } from '@mission/shared/translation';
import {
  isSafeNavigationUrl,
  isSameSitePath,
  PAGE_LANGUAGES,
  type Locale,
  type NavigationEntry,
  type NavigationLink,
  type NavigationMenu,
  type NavigationMode,
} from '@mission/content';
import { branchNames, sectionPercent, useModalDialog, type SectionProgress } from '@mission/shared';
import {
  MENU_COLLAPSE_DELAY_MS,
  collapseFinished,
  expandedSection,
  isChapterListShown,
  isSectionExpanded,
  sectionToggled,
  type MenuSectionsState,
} from './menu-sections';
import { CanadaWordmark } from './canada-wordmark';
import './navigation-overlay.css';
import { mediaUrl } from '@mission/shared/media';

/** The menu's looping background video (immersive mode), made by scripts/media/generate-menu-video.sh. */
export const MENU_VIDEO_SOURCES = [
  { src: mediaUrl('video/menu-loop.webm'), type: 'video/webm' },
  { src: mediaUrl('video/menu-loop.mp4'), type: 'video/mp4' },
] as const;

export interface NavigationOverlayProps {
  locale: Locale;
  mode: NavigationMode;
  navigation: NavigationMenu;
  /** The current path with its locale prefix, to mark the current chapter. */
  pathname: string;
  sectionProgress: SectionProgress;
  /** Closes the menu; `returnFocus` when focus should go back to the header's toggle. */
  onClose: (options: { returnFocus: boolean }) => void;
  /** A section was chosen (its slug): the select sound and the analytics. */
  onSectionSelect?: (slug: string) => void;
  /** How it works was chosen: remember where to come back to. */
  onHowTo?: () => void;
  reducedMotion?: boolean;
  /** The privacy choice ("Don't track my visit"), shown above the copyright. */
  privacyChoice?: ReactNode;
}

type SectionsAction = { type: 'toggle'; slug: string } | { type: 'collapse-finished'; slug: string };

function sectionsReducer(state: MenuSectionsState, action: SectionsAction): MenuSectionsState {
  return action.type === 'toggle' ? sectionToggled(state, action.slug) : collapseFinished(state, action.slug);
}

function currentSectionOf(navigation: NavigationMenu, pathname: string): string | null {
  return navigation.entries.find((entry) => entry.chapters?.some((chapter) => chapter.url === pathname))?.slug ?? null;
}

/**
 * The full-screen navigation menu (docs/product-rules.md §2 "Navigation menu", docs/product-rules.md §4 "Menu"). A modal
 * `<dialog>` (useModalDialog): the page behind is inert, focus goes to its first button (Close)
 * on open, Tab goes round its controls, Escape closes it and focus goes back to the toggle.
 * Immersive mode: sections expand to their numbered chapters (the open one collapses
 * 700 ms after it is toggled), a looping background video and text that slides in (not with
 * reduced motion). Accessible mode: plain, every section's chapters listed, no video, no
 * animation.
 */
export function NavigationOverlay({
  locale,
  mode,
  navigation,
  pathname,
  sectionProgress,
  onClose,
  onSectionSelect,
  onHowTo,
  reducedMotion = false,
  privacyChoice,
}: NavigationOverlayProps) {
  const { t } = useTranslation(['menu', 'common']);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [sections, dispatch] = useReducer(sectionsReducer, null, () => expandedSection(currentSectionOf(navigation, pathname)));
  const plain = mode === 'accessible';

  const dialogRef = useModalDialog({ onCancel: () => onClose({ returnFocus: true }), initialFocus: closeRef, restoreFocus: false });
  const { expanded, collapsing } = sections;
  useEffect(() => {
    if (!expanded || !collapsing) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'collapse-finished', slug: expanded }), MENU_COLLAPSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expanded, collapsing]);

  // A link to the page already shown changes nothing: focus goes back to the toggle.
  // Any other link starts a navigation, and the new page takes focus.
  const onFollow = (url: string) => onClose({ returnFocus: url === pathname });

  const onSectionButton = (entry: NavigationEntry) => {
    if (entry.chapters && entry.chapters.length > 0) {
      onSectionSelect?.(entry.slug);
      dispatch({ type: 'toggle', slug: entry.slug });
    } else {
      // A label-only section "only logs a warning" (docs/product-rules.md §2 "Navigation menu"):
      // no select sound, no Button Click.
      console.warn(`[menu] the section "${entry.slug}" has neither a url nor chapters: nothing to do.`);
    }
  };

  const onSectionLink = (entry: NavigationEntry, url: string) => {
    onSectionSelect?.(entry.slug);
    if (entry.slug === 'howto') onHowTo?.();
    onFollow(url);
  };

  return (
    <dialog
      ref={dialogRef}
      className={`nav-overlay nav-overlay--${mode}${reducedMotion ? ' nav-overlay--still' : ''}`}
      aria-labelledby={titleId}
      data-testid="navigation-menu"
    >
      {plain ? null : <MenuVideo autoPlay={!reducedMotion} />}
      <div className="nav-overlay__content" lang={PAGE_LANGUAGES[locale]}>
        <div className="nav-overlay__top">
          <h2 id={titleId} className="nav-overlay__title">
            {t('menu:title')}
          </h2>
          <button ref={closeRef} type="button" className="nav-overlay__close" onClick={() => onClose({ returnFocus: true })}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            <span>{t('menu:close')}</span>
          </button>
        </div>
        <nav aria-labelledby={titleId}>
          <ul className="nav-overlay__entries">
            {navigation.entries.map((entry, index) => (
              <li key={entry.slug} className="nav-overlay__entry" style={{ '--entry-index': index } as CSSProperties}>
                <SectionHeading
                  entry={entry}
                  plain={plain}
                  expanded={isSectionExpanded(sections, entry.slug)}
                  listId={`${titleId}-${entry.slug}`}
                  pathname={pathname}
                  onButton={() => onSectionButton(entry)}
                  onLink={(url) => onSectionLink(entry, url)}
                />
                {entry.section ? (
                  <p className="nav-overlay__percent" data-testid={`menu-percent-${entry.section}`}>
                    {t('common:progress.percentComplete', { percent: sectionPercent(sectionProgress, entry.section) })}
                  </p>
                ) : null}
                {entry.chapters && (plain || isChapterListShown(sections, entry.slug)) ? (
                  <ol
                    id={`${titleId}-${entry.slug}`}
                    className={`nav-overlay__chapters${sections.collapsing && sections.expanded === entry.slug && !plain ? ' nav-overlay__chapters--collapsing' : ''}`}
                    aria-label={t(
                      'menu:chapters',
                      entry.section ? branchNames(t, entry.section) : { branch: entry.title, ofBranch: entry.title },
                    )}
                  >
                    {entry.chapters.map((chapter, at) => (
                      <li key={chapter.slug}>
                        <MenuLink
                          link={{ ...chapter, title: `${at + 1}. ${chapter.title}` }}
                          pathname={pathname}
                          onFollow={onFollow}
                          pointer
                        />
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <ul className="nav-overlay__footer">
          {navigation.footerLinks.map((link) => (
            <li key={link.slug}>
              <MenuLink link={link} pathname={pathname} onFollow={onFollow} />
            </li>
          ))}
        </ul>
        {privacyChoice}
        <p className="nav-overlay__copyright">{navigation.copyright}</p>
        <CanadaWordmark />
      </div>
    </dialog>
  );
}

function MenuVideo({ autoPlay }: { autoPlay: boolean }) {
  // Muted and inline so that phones play it without a tap; decorative, so hidden from assistive technology.
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <video
      className="nav-overlay__video"
      autoPlay={autoPlay}
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      onError={() => setFailed(true)}
    >
      {MENU_VIDEO_SOURCES.map((source) => (
        <source key={source.type} src={source.src} type={source.type} />
      ))}
    </video>
  );
}

interface SectionHeadingProps {
  entry: NavigationEntry;
  plain: boolean;
  expanded: boolean;
  listId: string;
  pathname: string;
  onButton: () => void;
  onLink: (url: string) => void;
}

/**
 * A section's name. With a url it is a link (it navigates and closes the menu); in the
 * immersive menu a section with chapters is a button that expands them; in the plain menu
 * its chapters are always listed under it.
 */
function SectionHeading({ entry, plain, expanded, listId, pathname, onButton, onLink }: SectionHeadingProps) {
  if (entry.url !== undefined) {
    return (
      <h3 className="nav-overlay__section">
        <MenuLink link={{ slug: entry.slug, title: entry.title, url: entry.url }} pathname={pathname} onFollow={onLink} />
      </h3>
    );
  }
  if (plain && entry.chapters) return <h3 className="nav-overlay__section">{entry.title}</h3>;
  const hasChapters = Boolean(entry.chapters && entry.chapters.length > 0);
  return (
    <h3 className="nav-overlay__section">
      <button
        type="button"
        className="nav-overlay__section-button"
        aria-expanded={hasChapters ? expanded : undefined}
        aria-controls={hasChapters && expanded ? listId : undefined}
        onClick={onButton}
      >
        {entry.title}
        {hasChapters ? <span className="nav-overlay__chevron" aria-hidden="true" /> : null}
      </button>
    </h3>
  );
}

/** A same-site path goes through the router; an https address is a plain link; anything else is shown as text. */
function MenuLink({
  link,
  pathname,
  onFollow,
  pointer = false,
}: {
  link: NavigationLink;
  pathname: string;
  onFollow: (url: string) => void;
  pointer?: boolean;
}) {
  if (!isSafeNavigationUrl(link.url)) {
    console.warn(`[menu] "${link.slug}" has an unsafe url and is shown as text.`);
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
    <Link
      to={link.url}
      className={current ? 'nav-overlay__link nav-overlay__link--current' : 'nav-overlay__link'}
      aria-current={current ? 'page' : undefined}
      onClick={(event: MouseEvent) => {
        if (event.defaultPrevented) return;
        onFollow(link.url);
      }}
    >
      {pointer ? (
        <span className="nav-overlay__pointer" aria-hidden="true">
          {current ? '▶' : ''}
        </span>
      ) : null}
      {link.title}
    </Link>
  );
}
